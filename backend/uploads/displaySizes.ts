// The display sizes of a photo (DISPLAY_WIDTHS: a list's small one, an article's medium one), drawn by sharp
// (libvips, prebuilt for the platform: no build, no install script). libvips decodes off the event loop, shrinking
// a JPEG while it decodes it, so a 12-megapixel phone photo takes a fraction of a second and holds no request up.
// JPEG, PNG and GIF pictures (a GIF's first frame) get JPEG display sizes, transparency on white; BMP pictures, and
// pictures past MAX_DISPLAY_SOURCE_PIXELS, are shown as sent (backend/README.md "Uploads").
import sharp from 'sharp';
import { DISPLAY_WIDTHS } from '../../lib/contract/uploads.js';
import type { ImageHeader } from './imageHeader.js';
import { keepOrientation } from './photoClean.js';

/** The largest picture drawn at display sizes: 50 megapixels, past any phone's camera. */
export const MAX_DISPLAY_SOURCE_PIXELS = 50_000_000;
const QUALITY = 80;
const DRAWN_FORMATS = new Set(['jpeg', 'png', 'gif']);

export interface DisplaySize {
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * The photo at each display width narrower than it, keyed by name (small, medium); empty when it is a BMP, too
 * large, or cannot be decoded (a truncated file is stored as sent, its display sizes skipped). The pixels are drawn
 * as stored, and a JPEG's orientation tag goes with them, so a viewer turns each size as it turns the photo.
 */
export async function displaySizes(
  bytes: Buffer,
  header: ImageHeader,
): Promise<Partial<Record<keyof typeof DISPLAY_WIDTHS, DisplaySize>>> {
  if (!DRAWN_FORMATS.has(header.format)) return {};
  const open = () =>
    sharp(bytes, { limitInputPixels: MAX_DISPLAY_SOURCE_PIXELS, failOn: 'truncated', autoOrient: false });
  try {
    const { width: sourceWidth = 0, height: sourceHeight = 0 } = await open().metadata();
    const wanted = Object.entries(DISPLAY_WIDTHS).filter(([, width]) => width < sourceWidth);
    const drawn = await Promise.all(
      wanted.map(async ([name, width]) => {
        const height = Math.max(1, Math.round((sourceHeight * width) / sourceWidth));
        const jpeg = await open()
          .resize(width, height, { fit: 'fill' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: QUALITY, mozjpeg: true })
          .toBuffer();
        const oriented = header.format === 'jpeg' ? keepOrientation(bytes, jpeg) : jpeg;
        return [name, { width, height, bytes: oriented }] as const;
      }),
    );
    return Object.fromEntries(drawn);
  } catch {
    return {};
  }
}
