import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { getTagPage } from '@/lib/api/features';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ArticleList } from '@/components/column/ArticleList';
import styles from '@/components/topic/Topic.module.css';
import { listLayoutOf } from '@/components/column/ArticleListItem';

export default async function TagListPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const tagId = positiveId(await searchParams, 'tagId');
  if (tagId === null) notFound();
  const [tag, config, t] = await Promise.all([
    getTagPage(tagId),
    requireSiteConfig(),
    getTranslations('article'),
  ]);
  if (!tag) notFound();
  return (
    <>
      <header className={styles.header}>
        <h1>#{tag.name}</h1>
        <p>{t('tags')}</p>
      </header>
      <ArticleList
        operation="tagScreenArticles"
        params={{ tagId }}
        firstPage={tag}
        layout={listLayoutOf(config)}
        timeStyle={config.timeStyle}
        heading={tag.name}
      />
    </>
  );
}
