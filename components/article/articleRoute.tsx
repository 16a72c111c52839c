import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/routing/pageParams';
import { ArticleScreen } from '@/components/article/ArticleScreen';
import { articleMetadata } from '@/components/article/articleMetadata';

// One page module for every article route (newsDetail, imageDetail, videoDetail, linkDetail): the article's
// type, not the URL, decides how it is drawn.
interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return articleMetadata(await searchParams);
}

export default function ArticlePage({ searchParams }: Props) {
  return <ArticleScreen searchParams={searchParams} />;
}
