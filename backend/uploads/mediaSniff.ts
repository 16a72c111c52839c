// What an uploaded file really is, read from its bytes (never its name or the browser's content type): a picture
// (imageHeader.ts), a video or a sound recording in one of the containers phones make, with its duration where the
// container gives it. Anything else (a program, a document, a renamed file) is null and refused.
import type { UploadKind } from '../../lib/contract/uploads.js';
import { CONTENT_TYPE_OF, EXTENSIONS_OF, readImageHeader } from './imageHeader.js';

export interface Media {
  kind: UploadKind;
  /** The extension it is stored under. */
  extension: string;
  contentType: string;
  /** Seconds, or null when the container does not say (a live-recorded WebM, say): its size bounds it then. */
  duration: number | null;
  width: number;
  height: number;
}

const media = (kind: UploadKind, extension: string, contentType: string, duration: number | null): Media => ({
  kind,
  extension,
  contentType,
  duration,
  width: 0,
  height: 0,
});

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** ISO base media boxes (MP4, MOV, M4A): each child box of `[start, end)` as type and payload bounds. */
function* boxes(bytes: Buffer, start: number, end: number) {
  let offset = start;
  while (offset + 8 <= end) {
    let size = bytes.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = end - offset;
    if (size < header || offset + size > end) return;
    yield { type: ascii(bytes, offset + 4, offset + 8), start: offset + header, end: offset + size };
    offset += size;
  }
}

const child = (bytes: Buffer, start: number, end: number, type: string) =>
  [...boxes(bytes, start, end)].find((box) => box.type === type);

/** MP4/MOV/M4A: the tracks' handlers (vide, soun) say what it holds; mvhd its timescale and duration. */
function isoMedia(bytes: Buffer): Media | null {
  const moov = child(bytes, 0, bytes.length, 'moov');
  if (!moov) return null;
  const handlers = new Set<string>();
  for (const trak of boxes(bytes, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const mdia = child(bytes, trak.start, trak.end, 'mdia');
    const hdlr = mdia && child(bytes, mdia.start, mdia.end, 'hdlr');
    if (hdlr && hdlr.end - hdlr.start >= 12) handlers.add(ascii(bytes, hdlr.start + 8, hdlr.start + 12));
  }
  const mvhd = child(bytes, moov.start, moov.end, 'mvhd');
  let duration: number | null = null;
  if (mvhd && mvhd.end - mvhd.start >= 32) {
    const v1 = bytes[mvhd.start] === 1;
    const scale = bytes.readUInt32BE(mvhd.start + (v1 ? 20 : 12));
    const units = v1 ? Number(bytes.readBigUInt64BE(mvhd.start + 24)) : bytes.readUInt32BE(mvhd.start + 16);
    if (scale > 0) duration = units / scale;
  }
  const brand = ascii(bytes, 8, 12);
  if (handlers.has('vide')) {
    return brand === 'qt  '
      ? media('video', 'mov', 'video/quicktime', duration)
      : media('video', 'mp4', 'video/mp4', duration);
  }
  return handlers.has('soun') ? media('audio', 'm4a', 'audio/mp4', duration) : null;
}

/** An EBML variable-length integer at `offset`: its value and length; `unknown` for an all-ones size. */
function vint(bytes: Buffer, offset: number, keepMarker: boolean) {
  const first = bytes[offset] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[offset + index] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** Matroska/WebM elements of `[start, end)`: id and payload bounds (an unknown size runs to the end). */
function* elements(bytes: Buffer, start: number, end: number) {
  let offset = start;
  while (offset < end) {
    const id = vint(bytes, offset, true);
    const size = id && vint(bytes, offset + id.length, false);
    if (!id || !size) return;
    const payload = offset + id.length + size.length;
    const stop = size.unknown ? end : Math.min(end, payload + size.value);
    yield { id: id.value, start: payload, end: stop };
    offset = stop;
  }
}

const EBML = { segment: 0x18538067, info: 0x1549a966, scale: 0x2ad7b1, duration: 0x4489 } as const;
const TRACKS = { tracks: 0x1654ae6b, entry: 0xae, type: 0x83 } as const;

/** WebM/Matroska: a video track makes it a video, audio tracks alone a recording; Info gives the duration. */
function matroska(bytes: Buffer): Media | null {
  const segment = [...elements(bytes, 0, bytes.length)].find((element) => element.id === EBML.segment);
  if (!segment) return null;
  let scale = 1_000_000;
  let units: number | null = null;
  const types = new Set<number>();
  for (const element of elements(bytes, segment.start, segment.end)) {
    if (element.id === EBML.info) {
      for (const field of elements(bytes, element.start, element.end)) {
        const length = field.end - field.start;
        if (field.id === EBML.scale && length > 0 && length <= 6)
          scale = bytes.readUIntBE(field.start, length);
        if (field.id === EBML.duration && length === 4) units = bytes.readFloatBE(field.start);
        if (field.id === EBML.duration && length === 8) units = bytes.readDoubleBE(field.start);
      }
    }
    if (element.id === TRACKS.tracks) {
      for (const entry of elements(bytes, element.start, element.end)) {
        if (entry.id !== TRACKS.entry) continue;
        const type = [...elements(bytes, entry.start, entry.end)].find((field) => field.id === TRACKS.type);
        if (type && type.end > type.start) types.add(bytes[type.start] ?? 0);
      }
    }
  }
  const duration = units === null ? null : (units * scale) / 1e9;
  const webm = bytes.includes('webm', 0, 'latin1') && bytes.indexOf('webm', 0, 'latin1') < 64;
  if (types.has(1)) {
    return webm
      ? media('video', 'webm', 'video/webm', duration)
      : media('video', 'mkv', 'video/x-matroska', duration);
  }
  return types.has(2) ? media('audio', 'webm', 'audio/webm', duration) : null;
}

/** WAVE: the fmt chunk's byte rate and the data chunk's size. */
function wave(bytes: Buffer): Media | null {
  let byteRate = 0;
  let dataBytes = -1;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 20 <= bytes.length) byteRate = bytes.readUInt32LE(offset + 16);
    if (id === 'data') dataBytes = Math.min(size, bytes.length - offset - 8);
    offset += 8 + size + (size % 2);
  }
  if (byteRate === 0 || dataBytes < 0) return null;
  return media('audio', 'wav', 'audio/wav', dataBytes / byteRate);
}

/** Ogg: Vorbis or Opus (Theora is a video, which tip-offs take as MP4 or WebM); the last page's granule / rate. */
function ogg(bytes: Buffer): Media | null {
  const head = ascii(bytes, 0, Math.min(bytes.length, 512));
  const vorbis = head.indexOf('\x01vorbis');
  const rate = head.includes('OpusHead')
    ? 48_000
    : vorbis >= 0 && vorbis + 16 <= bytes.length
      ? bytes.readUInt32LE(vorbis + 12)
      : 0;
  if (rate === 0) return null;
  const last = bytes.lastIndexOf('OggS', bytes.length - 14, 'latin1');
  const granule = last >= 0 ? Number(bytes.readBigUInt64LE(last + 6)) : 0;
  return media('audio', 'ogg', 'audio/ogg', granule > 0 ? granule / rate : null);
}

const MP3_KBPS = {
  1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;

/** MPEG audio layer III: an ID3 tag then a frame, or a frame at once; duration from the first frame's bit rate. */
function mp3(bytes: Buffer): Media | null {
  let offset = 0;
  if (ascii(bytes, 0, 3) === 'ID3' && bytes.length >= 10) {
    offset =
      10 + (((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0));
  }
  const sync = bytes[offset] === 0xff && ((bytes[offset + 1] ?? 0) & 0xe6) === 0xe2;
  if (!sync || offset + 4 > bytes.length) return null;
  const version = ((bytes[offset + 1] ?? 0) >> 3) & 3;
  const kbps = MP3_KBPS[version === 3 ? 1 : 2][((bytes[offset + 2] ?? 0) >> 4) & 15] ?? 0;
  return media('audio', 'mp3', 'audio/mpeg', kbps > 0 ? ((bytes.length - offset) * 8) / (kbps * 1000) : null);
}

const ADTS_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

/** AAC in ADTS frames: every frame holds 1,024 samples; they are counted to the end. */
function adts(bytes: Buffer): Media | null {
  const rate = ADTS_RATES[((bytes[2] ?? 0) >> 2) & 15];
  if (!rate) return null;
  let frames = 0;
  let offset = 0;
  while (offset + 7 <= bytes.length && bytes[offset] === 0xff && ((bytes[offset + 1] ?? 0) & 0xf6) === 0xf0) {
    const length =
      (((bytes[offset + 3] ?? 0) & 3) << 11) |
      ((bytes[offset + 4] ?? 0) << 3) |
      ((bytes[offset + 5] ?? 0) >> 5);
    if (length < 7) return null;
    frames += 1;
    offset += length;
  }
  return frames === 0 ? null : media('audio', 'aac', 'audio/aac', (frames * 1024) / rate);
}

/** The file's kind, container and duration, or null when its bytes are none the service takes. */
export function sniffMedia(bytes: Buffer): Media | null {
  const image = readImageHeader(bytes);
  if (image) {
    const extension = EXTENSIONS_OF[image.format][0] ?? image.format;
    return { ...media('picture', extension, CONTENT_TYPE_OF[image.format], null), ...image };
  }
  if (bytes.length < 12) return null;
  if (ascii(bytes, 4, 8) === 'ftyp') return isoMedia(bytes);
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return matroska(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return wave(bytes);
  if (ascii(bytes, 0, 4) === 'OggS') return ogg(bytes);
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xf6) === 0xf0) return adts(bytes);
  return mp3(bytes);
}
