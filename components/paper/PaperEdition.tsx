import { getTranslations } from '@/lib/i18n/translations';
import type { Paper, PaperLayout } from '@/lib/api/paper';
import type { PaperPlace } from '@/lib/routing/paperRoute';
import { PaperPageArticles } from '@/components/paper/PaperPageArticles';
import { PaperPageMap } from '@/components/paper/PaperPageMap';
import { PaperPageTabs } from '@/components/paper/PaperPageTabs';
import styles from '@/components/paper/Paper.module.css';

/** One page of an edition: the page tabs, the page picture with its article map, and its article list. */
export async function PaperEdition({
  paper,
  layout,
  place,
  openArticleId,
}: {
  paper: Paper;
  /** Undefined only for an edition without pages. */
  layout: PaperLayout | undefined;
  place: PaperPlace;
  openArticleId?: number;
}) {
  if (!layout) {
    const tEmpty = await getTranslations('empty');
    return <p className={styles.notice}>{tEmpty('noContent')}</p>;
  }
  return (
    <>
      <PaperPageTabs paper={paper} current={layout} />
      <PaperPageMap layout={layout} place={place} priority={openArticleId === undefined} />
      <PaperPageArticles layout={layout} place={place} openArticleId={openArticleId} />
    </>
  );
}
