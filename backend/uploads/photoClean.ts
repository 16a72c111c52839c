// Where a photo was taken stays with its sender: before a picture is stored, the metadata blocks that can carry a
// location (JPEG's Exif and XMP APP1 and Photoshop APP13 segments; PNG's eXIf and text chunks) are dropped whole,
// which is simpler and surer than editing out the GPS tags. A JPEG's orientation is the one tag kept (in a new,
// minimal Exif block), so a phone's upright photo stays upright.
import type { ImageFormat } from './imageHeader.js';

const SOS = 0xda;
const APP1 = 0xe1;
const APP13 = 0xed;
const ORIENTATION_TAG = 0x0112;

/** The orientation (1–8) of an Exif APP1 payload, or 1 when it has none or cannot be read. */
function orientationOf(payload: Buffer): number {
  if (payload.toString('latin1', 0, 6) !== 'Exif\0\0' || payload.length < 14) return 1;
  const tiff = payload.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let index = 0; index < count; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === ORIENTATION_TAG) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** An APP1 segment holding only the orientation: a big-endian TIFF header and one IFD of one SHORT entry. */
function orientationSegment(orientation: number): Buffer {
  const segment = Buffer.alloc(2 + 2 + 6 + 26);
  segment.writeUInt16BE(0xff00 | APP1, 0);
  segment.writeUInt16BE(segment.length - 2, 2);
  segment.write('Exif\0\0', 4, 'latin1');
  const tiff = 10;
  segment.write('MM\0*', tiff, 'latin1');
  segment.writeUInt32BE(8, tiff + 4);
  segment.writeUInt16BE(1, tiff + 8);
  segment.writeUInt16BE(ORIENTATION_TAG, tiff + 10);
  segment.writeUInt16BE(3, tiff + 12);
  segment.writeUInt32BE(1, tiff + 14);
  segment.writeUInt16BE(orientation, tiff + 18);
  segment.writeUInt32BE(0, tiff + 22);
  return segment;
}

/** The JPEG without its APP1 and APP13 segments; the image data after start-of-scan is copied as it is. */
function cleanJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === SOS) break;
    const end = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (end > bytes.length) break;
    if (marker === APP1) orientation = Math.max(orientation, orientationOf(bytes.subarray(offset + 4, end)));
    else if (marker !== APP13) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  if (orientation !== 1) kept.splice(1, 0, orientationSegment(orientation));
  return Buffer.concat([...kept, bytes.subarray(offset)]);
}

const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt']);

/** The PNG without its eXIf and text chunks (XMP travels in iTXt). */
function cleanPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const end = offset + 12 + bytes.readUInt32BE(offset);
    if (end > bytes.length) break;
    if (!PNG_DROPPED.has(bytes.toString('latin1', offset + 4, offset + 8)))
      kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  return Buffer.concat([...kept, bytes.subarray(offset)]);
}

/**
 * A JPEG drawn from `source` (a display size) carries the source's orientation, so it turns as the original does.
 */
export function keepOrientation(source: Buffer, drawn: Buffer): Buffer {
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= source.length && source[offset] === 0xff && source[offset + 1] !== SOS) {
    const end = offset + 2 + source.readUInt16BE(offset + 2);
    if (source[offset + 1] === APP1) orientation = orientationOf(source.subarray(offset + 4, end));
    if (orientation !== 1 || end > source.length) break;
    offset = end;
  }
  if (orientation === 1) return drawn;
  return Buffer.concat([drawn.subarray(0, 2), orientationSegment(orientation), drawn.subarray(2)]);
}

/** The picture as it is stored: JPEG and PNG without location-bearing metadata; GIF and BMP carry none. */
export function withoutLocation(bytes: Buffer, format: ImageFormat): Buffer {
  if (format === 'jpeg') return cleanJpeg(bytes);
  if (format === 'png') return cleanPng(bytes);
  return bytes;
}
