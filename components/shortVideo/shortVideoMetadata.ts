import 'server-only';
import type { Metadata } from 'next';
import { getShortVideo } from '@/lib/api/vod';
import { shareDescription } from '@/lib/format/share';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { screenMetadata } from '@/lib/seo/screenMetadata';

/**
 * A short video's title, description (cut to 100 characters, spec section 5) and poster for search results and
 * share cards (og and twitter tags), under the address of the screen asked for. Nothing for an unknown clip: its
 * page is the 404.
 */
export async function shortVideoMetadata(
  searchParams: Promise<SearchParams>,
  screen: 'minVideoDetail' | 'mvodShare',
): Promise<Metadata> {
  const id = positiveId(await searchParams, 'id');
  const video = id === null ? null : await getShortVideo(id);
  if (!video) return {};
  return screenMetadata({
    title: video.title,
    description: shareDescription(video.description),
    path: `/${screen}/${video.id}.html`,
    image: video.poster,
  });
}
