import { getTranslations } from '@/lib/i18n/translations';
import { formatPaperDate, formatPaperMonth, shiftMonth } from '@/lib/format/paperDate';
import { paperHref, type PaperPlace } from '@/lib/routing/paperRoute';
import styles from '@/components/paper/Paper.module.css';
import { basePathFrom } from '@/lib/config/env.mjs';

// Plain anchors, not next/link: these links change only the query of a rewritten .html path, which Next's
// client router takes for the page already shown and would not render again.

/**
 * The editions of one month as a plain GET form (it works before and without JavaScript), with the previous
 * and next month a link away. Changing month keeps the page shown and only turns the picker.
 */
export async function PaperDatePicker({
  month,
  dates,
  selected,
  place,
  lang,
}: {
  month: string;
  dates: string[];
  selected?: string;
  place: PaperPlace;
  lang: string;
}) {
  const t = await getTranslations('paper');
  return (
    <div className={styles.picker}>
      {dates.length > 0 ? (
        <form action="/paperSharePage.html">
          <label htmlFor="paper-date" className="visually-hidden">
            {t('pickDate')}
          </label>
          <select id="paper-date" name="time" defaultValue={selected}>
            {dates.map((date) => (
              <option key={date} value={date}>
                {formatPaperDate(date, lang)}
              </option>
            ))}
          </select>
          <button type="submit">{t('show')}</button>
        </form>
      ) : (
        <p className={styles.pickerEmpty}>{t('noEditionsThisMonth')}</p>
      )}
      <p className={styles.months}>
        <a href={`${basePathFrom()}${paperHref(place, { month: shiftMonth(month, -1) })}`} rel="nofollow">
          {t('previousMonth')}
        </a>
        <span>{formatPaperMonth(month, lang)}</span>
        <a href={`${basePathFrom()}${paperHref(place, { month: shiftMonth(month, 1) })}`} rel="nofollow">
          {t('nextMonth')}
        </a>
      </p>
    </div>
  );
}
