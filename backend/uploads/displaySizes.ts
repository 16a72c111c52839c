// The display sizes of a photo (DISPLAY_WIDTHS: a list's small one, an article's medium one), drawn in pure
// JavaScript (jpeg-js: no native build to install). Decoding is the slow part and holds the event loop (measured:
// 4 s for a 12-megapixel photo on a busy core, about 1.4 s for 4 megapixels), so only JPEGs up to
// MAX_DISPLAY_SOURCE_PIXELS get display sizes; larger ones, and PNG, GIF and BMP pictures, are shown as sent
// (backend/README.md "Uploads").
import jpeg from 'jpeg-js';
import { DISPLAY_WIDTHS } from '../../lib/contract/uploads.js';
import type { ImageHeader } from './imageHeader.js';
import { keepOrientation } from './photoClean.js';

export const MAX_DISPLAY_SOURCE_PIXELS = 4_200_000;
const QUALITY = 80;

export interface DisplaySize {
  width: number;
  height: number;
  bytes: Buffer;
}

/** Area-averaging downscale of RGBA pixels: each drawn pixel is the mean of the source pixels it covers. */
function downscale(
  source: { width: number; height: number; data: Uint8Array },
  width: number,
  height: number,
) {
  const data = new Uint8Array(width * height * 4);
  const xRatio = source.width / width;
  const yRatio = source.height / height;
  for (let y = 0; y < height; y += 1) {
    const top = Math.floor(y * yRatio);
    const bottom = Math.max(top + 1, Math.floor((y + 1) * yRatio));
    for (let x = 0; x < width; x += 1) {
      const left = Math.floor(x * xRatio);
      const right = Math.max(left + 1, Math.floor((x + 1) * xRatio));
      const sums = [0, 0, 0];
      for (let sy = top; sy < bottom; sy += 1) {
        for (let sx = left; sx < right; sx += 1) {
          const at = (sy * source.width + sx) * 4;
          sums[0]! += source.data[at] ?? 0;
          sums[1]! += source.data[at + 1] ?? 0;
          sums[2]! += source.data[at + 2] ?? 0;
        }
      }
      const count = (bottom - top) * (right - left);
      const at = (y * width + x) * 4;
      data[at] = sums[0]! / count;
      data[at + 1] = sums[1]! / count;
      data[at + 2] = sums[2]! / count;
      data[at + 3] = 255;
    }
  }
  return { width, height, data };
}

/**
 * The photo at each display width narrower than it, keyed by name (small, medium); empty when it is not a JPEG, too
 * large to draw in time, or cannot be decoded (a truncated file is stored as sent, its display sizes skipped).
 */
export function displaySizes(
  bytes: Buffer,
  header: ImageHeader,
): Partial<Record<keyof typeof DISPLAY_WIDTHS, DisplaySize>> {
  if (header.format !== 'jpeg' || header.width * header.height > MAX_DISPLAY_SOURCE_PIXELS) return {};
  const wanted = Object.entries(DISPLAY_WIDTHS).filter(([, width]) => width < header.width);
  if (wanted.length === 0) return {};
  let decoded: { width: number; height: number; data: Uint8Array };
  try {
    decoded = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: 5,
      maxMemoryUsageInMB: 128,
    });
  } catch {
    return {};
  }
  return Object.fromEntries(
    wanted.map(([name, width]) => {
      const height = Math.max(1, Math.round((decoded.height * width) / decoded.width));
      const drawn = jpeg.encode(downscale(decoded, width, height), QUALITY).data;
      return [name, { width, height, bytes: keepOrientation(bytes, drawn) }];
    }),
  );
}
