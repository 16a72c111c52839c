import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config/siteOrigin';

/** Everything public may be crawled; previews carry noindex themselves, and the API paths are no pages. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: await absoluteUrl('/news-sitemap.xml'),
  };
}
