// Which ready-made encoding goes to a reader: the page cache's kept pages (lib/server/cachingHandler.mjs) and the
// build's precompressed scripts and stylesheets (lib/server/staticAssets.mjs) are each held in brotli and gzip.

/**
 * The encoding a reader gets, from their Accept-Encoding: brotli or gzip, whichever the reader prefers (a q above
 * 0, named or through `*`), brotli when both are equally welcome; null for the bytes as they are.
 */
export function preferredEncoding(header) {
  const codings = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.map((parameter) => /^q=([\d.]+)$/.exec(parameter)?.[1]).find(Boolean);
    if (coding) codings.set(coding, q === undefined ? 1 : Number(q));
  }
  const weight = (coding) => codings.get(coding) ?? codings.get('*') ?? 0;
  const [br, gzip] = [weight('br'), weight('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}
