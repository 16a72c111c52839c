import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { unreachableAs } from '@/lib/api/apiError';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import {
  getHotWords,
  getSearchTabs,
  searchArticles,
  SEARCH_FIELDS,
  type SearchField,
} from '@/lib/api/search';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ArticleList } from '@/components/column/ArticleList';
import { SearchBox } from '@/components/search/SearchBox.island';
import { EmptyState } from '@/components/shell/EmptyState';
import { ServiceUnavailable } from '@/components/shell/ServiceUnavailable';
import styles from '@/components/search/Search.module.css';
import { listLayoutOf } from '@/components/column/ArticleListItem';

const MAX_KEYWORD = 50;

/** 搜索: classify tabs, the extra screen (标题/内容/作者), hot words, results with load-more. */
export default async function SearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const keyword = (firstValue(params, 'keyword') ?? '').replace(/\s+/g, ' ').trim();
  const tooLong = [...keyword].length > MAX_KEYWORD;
  const [tabs, hotWords, config, t] = await Promise.all([
    getSearchTabs().catch(unreachableAs(null)),
    getHotWords().catch(unreachableAs([])),
    loadSiteConfig(),
    getTranslations('search'),
  ]);
  if (tabs === null || config === null) return <ServiceUnavailable />;
  const tab = tabs.find((item) => item.id === positiveId(params, 'classifyId')) ?? tabs[0];
  const requestedField = firstValue(params, 'field');
  const field = SEARCH_FIELDS.find((name) => name === requestedField) as SearchField | undefined;
  const results =
    keyword && !tooLong && tab
      ? await searchArticles({ keyword, classifyId: tab.id, field }).catch(unreachableAs(undefined))
      : null;
  if (results === undefined) return <ServiceUnavailable />;

  const href = (changes: Record<string, string | number | undefined>) => {
    const query = new URLSearchParams();
    const next = { keyword, classifyId: tab?.id, field, ...changes };
    for (const [key, value] of Object.entries(next))
      if (value !== undefined && value !== '') query.set(key, String(value));
    return `/search.html?${query}`;
  };

  return (
    <div className={styles.search}>
      <h1 className="visually-hidden">{t('submit')}</h1>
      <form role="search" action="/search.html" className={styles.form}>
        <SearchBox
          defaultValue={keyword}
          placeholder={t('placeholder')}
          suggestionsLabel={t('suggestions')}
          suggestionHref={href({ keyword: '{keyword}' }).replace('%7Bkeyword%7D', '{keyword}')}
        />
        {tab && <input type="hidden" name="classifyId" value={tab.id} />}
        {field && <input type="hidden" name="field" value={field} />}
        <button type="submit">{t('submit')}</button>
      </form>
      <nav aria-label={t('tabs')} className={styles.tabs}>
        {tabs.map((item) => (
          <Link
            key={item.id}
            href={href({ classifyId: item.id, field: undefined })}
            aria-current={item.id === tab?.id ? 'page' : undefined}
          >
            {item.name}
          </Link>
        ))}
      </nav>
      {tab && tab.extraScreen.length > 0 && (
        <nav aria-label={t('fields')} className={styles.fields}>
          <Link href={href({ field: undefined })} aria-current={field === undefined ? 'true' : undefined}>
            {t('all')}
          </Link>
          {tab.extraScreen.slice(0, SEARCH_FIELDS.length).map((label, index) => (
            <Link
              key={label}
              href={href({ field: SEARCH_FIELDS[index] })}
              aria-current={field === SEARCH_FIELDS[index] ? 'true' : undefined}
            >
              {label}
            </Link>
          ))}
        </nav>
      )}
      {tooLong && (
        <p role="alert" className={styles.notice}>
          {t('tooLong')}
        </p>
      )}
      {!results && hotWords.length > 0 && (
        <section aria-labelledby="hot-words" className={styles.hot}>
          <h2 id="hot-words">{t('hot')}</h2>
          <ul>
            {hotWords.map((word) => (
              <li key={word}>
                <Link href={href({ keyword: word })}>{word}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {results && results.list.length === 0 && <EmptyState text={t('noResults')} />}
      {results && results.list.length > 0 && tab && (
        <>
          <p className={styles.notice}>{t('total', { total: results.total })}</p>
          <ArticleList
            operation="search"
            params={{ keyword, classifyId: tab.id, ...(field ? { field } : {}) }}
            firstPage={results}
            layout={listLayoutOf(config)}
            timeStyle={config.timeStyle}
            heading={t('submit')}
            keyword={keyword}
          />
        </>
      )}
    </div>
  );
}
