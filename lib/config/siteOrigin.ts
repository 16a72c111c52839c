import 'server-only';
import { headers } from 'next/headers';
import { basePathFrom } from '@/lib/config/env.mjs';
import { publicOrigin } from '@/lib/config/forwarding.mjs';

/**
 * The public address of the site, for canonical URLs, sitemaps and share links: SITE_URL when configured (it
 * should be, behind a CDN), else the allowed host the request was sent to (lib/config/forwarding.mjs).
 */
export async function siteOrigin(): Promise<string> {
  return originFromHeaders(await headers());
}

/** The same from a request's headers (the proxy has no headers() to call). */
export function originFromHeaders(h: Pick<Headers, 'get'>, env = process.env): string {
  return publicOrigin((name) => h.get(name), env);
}

/** An absolute URL of a site path (the base path included). */
export async function absoluteUrl(path: string): Promise<string> {
  return `${await siteOrigin()}${basePathFrom()}${path}`;
}
