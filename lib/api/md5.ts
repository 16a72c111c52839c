// md5 as hex (RFC 1321) of a string's UTF-8 bytes, for payload signatures and the app auth sign. Written out
// rather than taken from crypto-js because every page signs its calls: crypto-js's core and md5 would be about
// 2.7 KB gzip of the first load, this is a fraction of that. Tests check it against crypto-js.

/** Per-round left rotations, four per round. */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
/** floor(abs(sin(i + 1)) * 2^32). */
const SINES = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);

function blocksOf(text: string): Int32Array {
  const bytes = new TextEncoder().encode(text);
  // The message, a 1 bit, zeros, then the length in bits as 64 bits little-endian: a multiple of 64 bytes.
  const words = new Int32Array((((bytes.length + 8) >>> 6) + 1) * 16);
  const put = (i: number, byte: number) => {
    words[i >> 2] = (words[i >> 2] ?? 0) | (byte << ((i % 4) * 8));
  };
  bytes.forEach((byte, i) => put(i, byte));
  put(bytes.length, 0x80);
  const bits = bytes.length * 8;
  words[words.length - 2] = bits | 0;
  words[words.length - 1] = Math.floor(bits / 2 ** 32);
  return words;
}

export function md5(text: string): string {
  const words = blocksOf(text);
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let block = 0; block < words.length; block += 16) {
    let [a, b, c, d] = state as [number, number, number, number];
    for (let i = 0; i < 64; i += 1) {
      const round = i >> 4;
      let f: number;
      let g: number;
      if (round === 0) [f, g] = [(b & c) | (~b & d), i];
      else if (round === 1) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16];
      else if (round === 2) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16];
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16];
      const sum = (a + f + SINES[i]! + words[block + g]!) | 0;
      const shift = SHIFTS[round * 4 + (i % 4)]!;
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    state[0] = (state[0]! + a) | 0;
    state[1] = (state[1]! + b) | 0;
    state[2] = (state[2]! + c) | 0;
    state[3] = (state[3]! + d) | 0;
  }
  return state
    .map((word) =>
      Array.from({ length: 4 }, (_, byte) =>
        ((word >>> (byte * 8)) & 0xff).toString(16).padStart(2, '0'),
      ).join(''),
    )
    .join('');
}
