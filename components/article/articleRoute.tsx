import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/routing/pageParams';
import { ArticleScreen } from '@/components/article/ArticleScreen';
import type { ArticleMedia } from '@/components/article/ArticleBodyByType';
import { articleMetadata } from '@/components/article/articleMetadata';

// One page module for every article route (newsDetail, imageDetail, videoDetail, linkDetail): the article's
// type, not the URL, decides how it is drawn. A route may bring the media island of the type linked under it.
interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return articleMetadata(await searchParams);
}

export function articlePage(media: ArticleMedia = {}) {
  return function ArticlePage({ searchParams }: Props) {
    return <ArticleScreen searchParams={searchParams} media={media} />;
  };
}

export default articlePage();
