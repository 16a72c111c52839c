// md5 as hex of a string's UTF-8 bytes, for payload signatures and the app auth sign: node:crypto's on the server,
// crypto-js's in the browser. Loaded with the first call that signs, not with the page: a page's first paint
// signs nothing. The build drops the branch the other side never takes (`typeof window` is a constant there).

export async function md5(text: string): Promise<string> {
  if (typeof window === 'undefined') {
    const { createHash } = await import('node:crypto');
    return createHash('md5').update(text, 'utf8').digest('hex');
  }
  const { default: MD5 } = await import('crypto-js/md5');
  return MD5(text).toString();
}
