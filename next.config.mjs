import createNextIntlPlugin from 'next-intl/plugin';
import { routeRewrites } from './lib/routing/routePatterns.mjs';
import { basePathFrom } from './lib/config/env.mjs';
import { SECURITY_HEADERS } from './lib/config/staticHeaders.mjs';
import { shortenClassNames } from './lib/config/cssClassNames.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath: basePathFrom(),
  poweredByHeader: false,
  // lib/server/siteHandler.mjs compresses, after it has rewritten the pages' script tags.
  compress: false,
  reactStrictMode: true,
  experimental: {
    // Each page takes the stylesheets of what it draws, as webpack split them. Next's default merges the small
    // ones into files of 30 KB or more, which put almost every screen's CSS (60 KB) in one render-blocking file
    // on every page; home now loads two stylesheets of 4.3 KB (gzip) instead of six of 16 KB, and its LCP fell
    // from 1.3 s to 1.0 s (npm run bench:lighthouse).
    cssChunking: false,
  },
  // `npm test` type-checks the site with tsc over this same tsconfig before its end-to-end build
  // (tests/run.mjs), which then skips Next's second pass over the same files (37 s of a 2-minute build).
  typescript: { ignoreBuildErrors: process.env.XY_SITE_TYPES_CHECKED === '1' },
  // Client islands reach the backend same-origin through app/api/[service], which relays their calls.
  async rewrites() {
    return routeRewrites();
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      // Pages get theirs, with a script nonce, from proxy.ts; the /api answers are data and load nothing.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
    ];
  },
  webpack(config, { isServer, dev, webpack }) {
    // Short class names (lib/config/cssClassNames.mjs), in every compilation of a production build alike.
    if (!dev && shortenClassNames(config) === 0)
      throw new Error(
        "next.config.mjs: no CSS-module loader found to name classes (has Next's css-loader moved?)",
      );
    // The root layout is on every page, yet webpack copies the modules it shares with the pages and the error
    // screen into their chunks too: each shared set is below splitChunks' 20 KB floor for a chunk of its own. One
    // chunk, loaded with the layout, holds them once (our own modules; Next's and libraries keep their groups).
    if (!isServer && !dev) {
      config.optimization.splitChunks.cacheGroups.rootLayoutShared = {
        name: 'root-layout-shared',
        chunks: 'all',
        minChunks: 2,
        minSize: 0,
        priority: 10,
        enforce: true,
        test: (module, { chunkGraph }) =>
          !module.type.startsWith('css') &&
          !/[\\/]node_modules[\\/]/.test(module.nameForCondition?.() ?? '') &&
          [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === 'app/layout'),
      };
      // V8 compiles a function on the main thread the first time it runs, so React's and the router's code is
      // compiled inside the task that starts hydration. This magic comment (Chrome 136 and later; a plain comment
      // elsewhere) has it compile the whole file while it streams in, off the main thread: most of what a page's
      // chunks hold runs while it hydrates. After minification, which would drop it.
      config.plugins.push(
        new webpack.BannerPlugin({
          banner: '//# allFunctionsCalledOnLoad',
          raw: true,
          test: /\.js$/,
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        }),
      );
    }
    return config;
  },
};

export default withNextIntl(nextConfig);
