import { notFound } from 'next/navigation';
import { getModulePage } from '@/lib/api/modules';
import { requireSiteConfig } from '@/lib/api/siteConfig';
import { ArticleList } from '@/components/column/ArticleList';
import styles from '@/components/topic/Topic.module.css';
import { listLayoutOf } from '@/components/column/ArticleListItem';

/**
 * Where a front-page module's "more" link leads: the module's name, then all its articles, 20 to a page with
 * load-more. `pictures` draws them as a picture wall (moreImage) instead of the list (moreModules).
 */
export async function ModuleMoreScreen({
  moduleId,
  pictures,
}: {
  moduleId: number | null;
  pictures: boolean;
}) {
  if (moduleId === null) notFound();
  const [page, config] = await Promise.all([getModulePage(moduleId), requireSiteConfig()]);
  if (!page) notFound();
  return (
    <>
      <header className={styles.header}>
        <h1>{page.name}</h1>
      </header>
      <ArticleList
        operation="getModuleArticles"
        params={{ moduleId }}
        firstPage={page}
        layout={listLayoutOf(config)}
        timeStyle={config.timeStyle}
        heading={page.name}
        pictures={pictures}
      />
    </>
  );
}
