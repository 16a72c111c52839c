import type { Metadata } from 'next';
import type { SiteScreenKind } from '@/lib/api/sitePages';
import type { SearchParams } from '@/lib/routing/pageParams';
import { SitePageScreen } from '@/components/sitePage/SitePageScreen';
import { sitePageMetadata } from '@/components/sitePage/sitePageMetadata';

interface Props {
  searchParams: Promise<SearchParams>;
}

/**
 * The page module of each site-page route (aboutUs, productDetail, downloadClient, noticeDetail): they differ
 * only in the kind of page they show.
 */
export function sitePageRoute(kind: SiteScreenKind) {
  return {
    generateMetadata: async ({ searchParams }: Props): Promise<Metadata> =>
      sitePageMetadata(kind, await searchParams),
    Page: async function SitePageRoute({ searchParams }: Props) {
      return <SitePageScreen kind={kind} params={await searchParams} />;
    },
  };
}
