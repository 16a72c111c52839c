import { Suspense } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import type { AdSlotContent } from '@/lib/api/adModel';
import type { ArticleSummary } from '@/lib/api/articleModel';
import { AdSlot } from '@/components/ad/AdSlot';
import type { ListLayout } from '@/components/column/ArticleListItem';
import { SideList } from '@/components/article/SideList';

/** What streams in under an article, each loading on its own; a block that fails shows nothing or its empty text. */
export interface SideBlocks {
  ad: Promise<AdSlotContent | null>;
  related: Promise<ArticleSummary[] | null>;
  hot: Promise<ArticleSummary[] | null>;
}

/** The stories the related and hot lists hold, once they have loaded: 猜你喜欢 under them leaves them out. */
export function storiesIn(blocks: SideBlocks): Promise<number[]> {
  return Promise.all([blocks.related, blocks.hot]).then((lists) =>
    lists.flatMap((list) => (list ?? []).map((item) => item.fileId)),
  );
}

/** The article's ad, related and hot articles. */
export async function ArticleSideBlocks({
  blocks,
  firstScreen,
  layout,
  formatTime,
}: {
  blocks: SideBlocks;
  /** A short article: the blocks are on the first screen. */
  firstScreen: boolean;
  layout: ListLayout;
  formatTime: (publishtime: number) => string;
}) {
  const [t, tEmpty] = await Promise.all([getTranslations('article'), getTranslations('empty')]);
  const lists = { layout, formatTime };
  const content = (
    <>
      <AdSlot content={blocks.ad} />
      <SideList
        items={blocks.related}
        heading={t('related')}
        emptyText={tEmpty('noRelated')}
        eagerFirst={firstScreen}
        {...lists}
      />
      <SideList items={blocks.hot} heading={t('hot')} {...lists} />
    </>
  );
  // Under a short article the side blocks are rendered with it rather than streamed after, since a streamed
  // boundary is revealed late and its picture would be the page's slowest paint. Otherwise one boundary: the ad
  // and both lists appear together, so none of them pushes another down.
  return firstScreen ? content : <Suspense fallback={null}>{content}</Suspense>;
}
