import { getTranslations } from '@/lib/i18n/translations';
import type { PaperLayout } from '@/lib/api/paper';
import { paperHref, type PaperPlace } from '@/lib/routing/paperRoute';
import styles from '@/components/paper/Paper.module.css';
import { basePathFrom } from '@/lib/config/env.mjs';

// Plain anchors, not next/link: these links change only the query of a rewritten .html path, which Next's
// client router takes for the page already shown and would not render again.

/**
 * The page picture at its own aspect ratio (width and height reserve its box before it loads), with each
 * article's outline laid over it as a link in the picture's own pixels, so the map scales with the picture.
 */
export async function PaperPageMap({
  layout,
  place,
  priority,
}: {
  layout: PaperLayout;
  place: PaperPlace;
  /** The first thing a reader sees: load it at once instead of lazily. */
  priority: boolean;
}) {
  if (!layout.image) return null;
  const t = await getTranslations('paper');
  return (
    <figure className={styles.page}>
      <img
        src={layout.image}
        width={layout.width}
        height={layout.height}
        alt={t('pageImage', { page: layout.name })}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
      {layout.articles.length > 0 && (
        <svg
          className={styles.regions}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          role="group"
          aria-label={t('pageMap', { page: layout.name })}
        >
          {layout.articles.map((region) => (
            <a
              key={region.fileId}
              href={`${basePathFrom()}${paperHref(place, { article: region.fileId })}`}
              aria-label={region.title}
            >
              <polygon points={region.points} />
            </a>
          ))}
        </svg>
      )}
    </figure>
  );
}
