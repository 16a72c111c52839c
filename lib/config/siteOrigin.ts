import 'server-only';
import { headers } from 'next/headers';
import { basePathFrom } from '@/lib/config/env.mjs';

/**
 * The public address of the site, for canonical URLs, sitemaps and share links: SITE_URL when configured (it
 * should be, behind a CDN), else what the request says it was sent to.
 */
export async function siteOrigin(): Promise<string> {
  const configured = process.env.SITE_URL?.replace(/\/+$/, '');
  if (configured) return configured;
  return originFromHeaders(await headers());
}

/** The same from a request's headers (the proxy has no headers() to call). */
export function originFromHeaders(h: Pick<Headers, 'get'>, env = process.env): string {
  const configured = env.SITE_URL?.replace(/\/+$/, '');
  if (configured) return configured;
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto =
    h.get('x-forwarded-proto') ??
    (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto.split(',')[0]?.trim()}://${host.split(',')[0]?.trim()}`;
}

/** An absolute URL of a site path (the base path included). */
export async function absoluteUrl(path: string): Promise<string> {
  return `${await siteOrigin()}${basePathFrom()}${path}`;
}
