import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import {
  getHotWords,
  getSearchTabs,
  searchArticles,
  SEARCH_FIELDS,
  type SearchField,
} from '@/lib/api/search';
import { settle } from '@/lib/api/settle';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ArticleList } from '@/components/column/ArticleList';
import { listLayoutOf } from '@/components/column/ArticleListItem';
import { RecommendedArticles } from '@/components/people/RecommendedArticles.island';
import { searchHref } from '@/components/search/searchHref';
import { SearchNav } from '@/components/search/SearchNav';
import { EmptyState } from '@/components/shell/EmptyState';
import styles from '@/components/search/Search.module.css';

const MAX_KEYWORD = 50;

/** 搜索: classify tabs, the extra screen (标题/内容/作者), hot words, results with load-more. */
export async function SearchScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const keyword = (firstValue(params, 'keyword') ?? '').replace(/\s+/g, ' ').trim();
  const tooLong = [...keyword].length > MAX_KEYWORD;
  const [tabs, hotWords, config, t, tArticle] = await Promise.all([
    getSearchTabs(),
    // Hot words are a side block: a search page stands without them.
    settle(getHotWords(), 'hotWords'),
    requireSiteConfig(),
    getTranslations('search'),
    getTranslations('article'),
  ]);
  const tab = tabs.find((item) => item.id === positiveId(params, 'classifyId')) ?? tabs[0];
  const requestedField = firstValue(params, 'field');
  const field = SEARCH_FIELDS.find((name) => name === requestedField) as SearchField | undefined;
  const results =
    keyword && !tooLong && tab ? await searchArticles({ keyword, classifyId: tab.id, field }) : null;
  const state = { keyword, classifyId: tab?.id, field };
  const fields = (tab?.extraScreen ?? [])
    .slice(0, SEARCH_FIELDS.length)
    .map((label, index) => ({ field: SEARCH_FIELDS[index] ?? '', label }));

  return (
    <div className={styles.search}>
      <h1 className="visually-hidden">{t('submit')}</h1>
      <SearchNav state={state} tabs={tabs} fields={fields} />
      {tooLong && (
        <p role="alert" className={styles.notice}>
          {t('tooLong')}
        </p>
      )}
      {!results && hotWords && hotWords.length > 0 && (
        <section aria-labelledby="hot-words" className={styles.hot}>
          <h2 id="hot-words">{t('hot')}</h2>
          <ul>
            {hotWords.map((word) => (
              <li key={word}>
                <Link href={searchHref(state, { keyword: word })}>{word}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {results && results.list.length === 0 && <EmptyState text={t('noResults')} />}
      {(!results || results.list.length === 0) && (
        <RecommendedArticles fileId={null} heading={tArticle('recommended')} layout={listLayoutOf(config)} />
      )}
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
