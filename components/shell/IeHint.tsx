import { getTranslations } from '@/lib/i18n/translations';

// Only Internet Explorer draws the hint, so its styles come with it rather than in every page's stylesheet, and
// no page's script carries a class map for it.
const IE_HINT_STYLES = `
.ie-hint-toggle { position: absolute; opacity: 0; }
.ie-hint {
  position: fixed; top: 0; left: 0; right: 0; bottom: 0; z-index: 90;
  background: rgba(0, 0, 0, 0.45);
}
.ie-hint-toggle:checked + .ie-hint { display: none; }
.ie-hint-box {
  width: 320px; margin: 160px auto 0; padding: 24px; border-radius: 8px;
  background: #fff; color: #1f1f1f; font-size: 16px; text-align: center;
}
.ie-hint-box h2 { margin: 0 0 12px; font-size: 18px; }
.ie-hint-confirm {
  display: inline-block; margin-top: 12px; padding: 6px 24px; border-radius: 16px;
  background: #c8161d; color: #fff; cursor: pointer;
}`;

/** Internet Explorer cannot run the page's scripts, so the hint closes with a checkbox and CSS alone. */
export async function IeHint() {
  const t = await getTranslations('ieHint');
  return (
    <>
      <style>{IE_HINT_STYLES}</style>
      <input type="checkbox" id="ie-hint-closed" className="ie-hint-toggle" />
      <div className="ie-hint" role="alertdialog" aria-labelledby="ie-hint-title">
        <div className="ie-hint-box">
          <h2 id="ie-hint-title">{t('title')}</h2>
          <p>{t('text')}</p>
          <label htmlFor="ie-hint-closed" className="ie-hint-confirm">
            {t('confirm')}
          </label>
        </div>
      </div>
    </>
  );
}
