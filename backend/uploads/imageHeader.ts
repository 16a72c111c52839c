// What a picture really is, read from its first bytes rather than from its name: the format's signature and the
// width and height its header gives. Only the formats comments take (COMMENT_LIMITS.imageExtensions).

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'bmp';

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

/** The extensions a file of each format may be named with; the first is the one it is stored under. */
export const EXTENSIONS_OF: Record<ImageFormat, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  bmp: ['bmp'],
};

/** The Content-Type each format is answered with. */
export const CONTENT_TYPE_OF: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The signature names the format; the header must then be complete enough to give a size. */
function formatOf(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  const ascii = bytes.subarray(0, 6).toString('latin1');
  if (ascii === 'GIF87a' || ascii === 'GIF89a') return 'gif';
  if (ascii.startsWith('BM')) return 'bmp';
  return null;
}

/** PNG: the first chunk is IHDR, big-endian width and height. */
function pngSize(bytes: Buffer) {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** GIF: the logical screen's little-endian width and height. */
const gifSize = (bytes: Buffer) =>
  bytes.length < 10 ? null : { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };

/** BMP: the DIB header's signed width and height (a negative height is a top-down picture). */
function bmpSize(bytes: Buffer) {
  if (bytes.length < 26 || bytes.readUInt32LE(14) < 40) return null;
  return { width: Math.abs(bytes.readInt32LE(18)), height: Math.abs(bytes.readInt32LE(22)) };
}

/** Start-of-frame markers: C0–CF but C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the segments to the first start of frame, which holds height then width. */
function jpegSize(bytes: Buffer) {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

const SIZE_OF: Record<ImageFormat, (bytes: Buffer) => { width: number; height: number } | null> = {
  jpeg: jpegSize,
  png: pngSize,
  gif: gifSize,
  bmp: bmpSize,
};

/** The picture's format and size, or null when the bytes are not a picture of a taken format. */
export function readImageHeader(bytes: Buffer): ImageHeader | null {
  const format = formatOf(bytes);
  if (!format) return null;
  const size = SIZE_OF[format](bytes);
  if (!size || size.width === 0 || size.height === 0) return null;
  return { format, ...size };
}
