// The last step of `npm run build`: the brotli and gzip copies of the build's scripts and stylesheets, which the
// site server sends instead of compressing them per reader (lib/server/staticAssets.mjs).
import { join } from 'node:path';
import { precompressStatic } from '../staticAssets.mjs';
import { root } from './build.mjs';

const started = performance.now();
const { files, bytes, brotliBytes } = await precompressStatic(join(root, '.next', 'static'));
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `Precompressed ${files} scripts and stylesheets: ${kb(bytes)}, ${kb(brotliBytes)} in brotli ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
