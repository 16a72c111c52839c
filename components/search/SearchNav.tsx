import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import type { SearchTab } from '@/lib/api/search';
import { searchHref, type SearchState } from '@/components/search/searchHref';
import { SearchBox } from '@/components/search/SearchBox.island';
import styles from '@/components/search/Search.module.css';

/** The search form, the classify tabs and the tab's extra screen (标题/内容/作者). */
export async function SearchNav({
  state,
  tabs,
  fields,
}: {
  state: SearchState;
  tabs: SearchTab[];
  /** The shown tab's fields by their labels; empty when it has none. */
  fields: { field: string; label: string }[];
}) {
  const t = await getTranslations('search');
  const href = (changes: Partial<SearchState>) => searchHref(state, changes);
  return (
    <>
      <form role="search" action="/search.html" className={styles.form}>
        <SearchBox
          defaultValue={state.keyword}
          placeholder={t('placeholder')}
          suggestionsLabel={t('suggestions')}
          suggestionHref={href({ keyword: '{keyword}' }).replace('%7Bkeyword%7D', '{keyword}')}
        />
        {state.classifyId !== undefined && <input type="hidden" name="classifyId" value={state.classifyId} />}
        {state.field && <input type="hidden" name="field" value={state.field} />}
        <button type="submit">{t('submit')}</button>
      </form>
      <nav aria-label={t('tabs')} className={styles.tabs}>
        {tabs.map((item) => (
          <Link
            key={item.id}
            href={href({ classifyId: item.id, field: undefined })}
            aria-current={item.id === state.classifyId ? 'page' : undefined}
          >
            {item.name}
          </Link>
        ))}
      </nav>
      {fields.length > 0 && (
        <nav aria-label={t('fields')} className={styles.fields}>
          <Link
            href={href({ field: undefined })}
            aria-current={state.field === undefined ? 'true' : undefined}
          >
            {t('all')}
          </Link>
          {fields.map(({ field, label }) => (
            <Link
              key={label}
              href={href({ field })}
              aria-current={state.field === field ? 'true' : undefined}
            >
              {label}
            </Link>
          ))}
        </nav>
      )}
    </>
  );
}
