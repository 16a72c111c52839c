import createNextIntlPlugin from 'next-intl/plugin';
import { routeRewrites } from './lib/routing/routePatterns.mjs';
import { basePathFrom, SERVICES, serviceBasesFrom, browserServicePath } from './lib/config/env.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath: basePathFrom(),
  poweredByHeader: false,
  // lib/server/siteHandler.mjs compresses, after it has rewritten the pages' script tags.
  compress: false,
  reactStrictMode: true,
  async rewrites() {
    const bases = serviceBasesFrom();
    return [
      // Client islands reach the backend same-origin; the base addresses are read when the site is built.
      ...SERVICES.map((service) => ({
        source: `${browserServicePath(service)}/:operation*`,
        destination: `${bases[service]}/:operation*`,
      })),
      ...routeRewrites(),
    ];
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
