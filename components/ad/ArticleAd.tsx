import { loadColumnAds } from '@/lib/api/ads';
import { AdSlot } from '@/components/ad/AdSlot';

/** The article-page ad of the article's column; streamed in under the body so it never holds the text up. */
export async function ArticleAd({ columnId }: { columnId: number }) {
  if (columnId <= 0) return null;
  return <AdSlot columnAds={await loadColumnAds(columnId)} position="detail" />;
}
