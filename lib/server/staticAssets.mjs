// The build's scripts and stylesheets, compressed once at build time rather than once per reader. Next serves
// `/_next/static` as it is and `compression` would encode each answer as it streams (brotli quality 4: 8.6 ms of
// CPU for the 240 KB runtime chunk, 166 answers a second from one worker). `npm run build` writes each file's
// brotli (quality 11, 16% smaller than quality 4) and gzip copies beside it (precompressStatic); the site server
// holds them in memory and answers a reader who takes either with them (staticAssetHandler). What has no copy (a
// build made with `next build` alone, the development server) goes on to Next and is compressed as before.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { IMMUTABLE_ASSET_CACHE_CONTROL } from '../config/cacheControl.mjs';
import { SECURITY_HEADERS } from '../config/staticHeaders.mjs';
import { preferredEncoding } from './encoding.mjs';
import { targetUrl } from '../routing/requestTarget.mjs';

const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
};

/** The suffix of each encoding's copy, beside the file it encodes. */
const SUFFIXES = { br: '.br', gzip: '.gz' };

/** Below this a file goes as it is: the encoding's own framing would eat what it saves (as `compression`'s). */
const MIN_BYTES = 1024;

const ENCODERS = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

const encoderOptions = (encoding, size) =>
  encoding === 'br'
    ? {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }
    : { level: zlibConstants.Z_BEST_COMPRESSION };

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function statOrNull(path) {
  try {
    return await stat(path);
  } catch {
    return null;
  }
}

/**
 * Writes the brotli and gzip copies of every compressible file under `dir` worth encoding, where a copy is missing
 * or older than its file. A copy no smaller than its file is not written. Answers how many files were read and the
 * bytes of the files and of their brotli copies.
 */
export async function precompressStatic(dir) {
  const sources = (await filesUnder(dir)).filter((path) => extname(path) in CONTENT_TYPES);
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  await Promise.all(
    sources.map(async (path) => {
      const [body, { mtimeMs }] = await Promise.all([readFile(path), stat(path)]);
      if (body.length < MIN_BYTES) return;
      totals.files += 1;
      totals.bytes += body.length;
      for (const [encoding, suffix] of Object.entries(SUFFIXES)) {
        const target = path + suffix;
        const existing = await statOrNull(target);
        if (existing && existing.mtimeMs >= mtimeMs) {
          if (encoding === 'br') totals.brotliBytes += existing.size;
          continue;
        }
        const encoded = await ENCODERS[encoding](body, encoderOptions(encoding, body.length));
        if (encoded.length >= body.length) continue;
        if (encoding === 'br') totals.brotliBytes += encoded.length;
        // Written whole or not at all: a server reading the folder never meets half a copy.
        await writeFile(`${target}.tmp`, encoded);
        await rename(`${target}.tmp`, target);
      }
    }),
  );
  return totals;
}

/** The copies under `dir`, by the address they answer (`/chunks/app/layout-1a2b.js`), read once. */
function loadCopies(dir) {
  const copies = new Map();
  if (!existsSync(dir)) return copies;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const encoding = Object.keys(SUFFIXES).find((name) => path.endsWith(SUFFIXES[name]));
    if (!encoding) continue;
    const source = path.slice(0, -SUFFIXES[encoding].length);
    const type = CONTENT_TYPES[extname(source)];
    // A copy older than its file (the file rewritten by a build without this step) no longer says the same.
    if (!type || !existsSync(source) || statSync(path).mtimeMs < statSync(source).mtimeMs) continue;
    const address = `/${relative(dir, source).split(sep).join('/')}`;
    const body = readFileSync(path);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    const known = copies.get(address) ?? { type, encodings: {} };
    known.encodings[encoding] = { body, etag };
    copies.set(address, known);
  }
  return copies;
}

const matches = (ifNoneMatch, etag) =>
  String(ifNoneMatch)
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

/**
 * A handler for the build's static folder (`.next/static`, answered at `<basePath>/_next/static/…`): it answers a
 * GET or HEAD of a file it holds a copy of in the encoding the reader prefers, and answers false, having sent
 * nothing, for anything else (another address, no copy, a reader taking neither encoding, a range).
 * @param {{ dir: string, basePath?: string }} options
 */
export function staticAssetHandler({ dir, basePath = '' }) {
  const copies = loadCopies(dir);
  const prefix = `${basePath}/_next/static`;
  return function serveStatic(req, res) {
    if (copies.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const url = req.url ?? '';
    if (!url.startsWith(`${prefix}/`) || req.headers.range) return false;
    let address;
    try {
      address = decodeURIComponent(url.slice(prefix.length).split('?')[0]);
    } catch {
      return false;
    }
    const known = copies.get(address);
    const encoding = known && preferredEncoding(req.headers['accept-encoding']);
    const copy = encoding && known.encodings[encoding];
    if (!copy) return false;
    for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    res.setHeader('Cache-Control', IMMUTABLE_ASSET_CACHE_CONTROL);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', copy.etag);
    if (req.headers['if-none-match'] && matches(req.headers['if-none-match'], copy.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Type', known.type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', copy.body.length);
    res.end(req.method === 'HEAD' ? undefined : copy.body);
    return true;
  };
}

/**
 * Whether a request names a file Next serves as it is, not a page it renders: the build's (`/_next/static/…`, where
 * no copy answered it) or one of `public/`'s (the demo media, the fallback logo), whose paths are read once, at
 * start. The site server hands such a request to Next past the page cache and its render gate, so a picture never
 * waits behind the renders of pages.
 * @param {{ publicDir?: string, basePath?: string }} options
 */
export function fileRequests({ publicDir, basePath = '' }) {
  const publicPaths = new Set();
  if (publicDir && existsSync(publicDir)) {
    for (const entry of readdirSync(publicDir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile())
        publicPaths.add(`/${relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
    }
  }
  return function isFileRequest(req) {
    const url = req.url ?? '';
    if (!url.startsWith(`${basePath}/`)) return false;
    const path = url.slice(basePath.length).split('?')[0];
    // Parsed only here, not for every page: a path with dot segments (`/_next/static/../home.html`) may name
    // anything once normalised, so it is not a file. public/'s paths are normalised already, and `..` matches none.
    if (path.startsWith('/_next/static/')) return targetUrl(path).pathname === path;
    if (!path.includes('%')) return publicPaths.has(path);
    try {
      return publicPaths.has(decodeURIComponent(path));
    } catch {
      return false;
    }
  };
}
