import { getTranslations } from '@/lib/i18n/translations';
import type { PaperLayout } from '@/lib/api/paper';
import { paperHref, type PaperPlace } from '@/lib/routing/paperRoute';
import styles from '@/components/paper/Paper.module.css';
import { basePathFrom } from '@/lib/config/env.mjs';

// Plain anchors, not next/link: these links change only the query of a rewritten .html path, which Next's
// client router takes for the page already shown and would not render again.

/** The page's articles as a plain list of links: the same places as the page map, for every reader. */
export async function PaperPageArticles({
  layout,
  place,
  openArticleId,
}: {
  layout: PaperLayout;
  place: PaperPlace;
  openArticleId?: number;
}) {
  const [t, tEmpty] = await Promise.all([getTranslations('paper'), getTranslations('empty')]);
  return (
    <section className={styles.list} aria-labelledby="paper-page-articles">
      <h2 id="paper-page-articles">{t('pageArticles')}</h2>
      {layout.articles.length === 0 ? (
        <p className={styles.listEmpty}>{tEmpty('noContent')}</p>
      ) : (
        <ol>
          {layout.articles.map((region) => (
            <li key={region.fileId}>
              <a
                href={`${basePathFrom()}${paperHref(place, { article: region.fileId })}`}
                aria-current={region.fileId === openArticleId ? 'true' : undefined}
              >
                {region.title}
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
