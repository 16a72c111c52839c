// Small files of every container the upload service takes, whole enough for its sniffers (the boxes, elements,
// chunks and frames it reads), with a chosen duration; and a real JPEG carrying Exif GPS and an orientation.
import jpeg from 'jpeg-js';

const box = (type: string, ...children: Buffer[]) => {
  const payload = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};

/** An MP4 (or MOV, or M4A) of `seconds`, with one track of `handler` (vide or soun) and `extra` bytes of data. */
export function isoFile(seconds: number, handler: 'vide' | 'soun', brand = 'isom', extra = 0): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16);
  const hdlr = Buffer.alloc(24);
  hdlr.write(handler, 8, 'latin1');
  const ftyp = Buffer.concat([
    Buffer.from(brand, 'latin1'),
    Buffer.alloc(4),
    Buffer.from('isommp42', 'latin1'),
  ]);
  return Buffer.concat([
    box('ftyp', ftyp),
    box('moov', box('mvhd', mvhd), box('trak', box('mdia', box('hdlr', hdlr)))),
    box('mdat', Buffer.alloc(extra, 7)),
  ]);
}

const element = (id: number[], payload: Buffer) => {
  if (payload.length > 0x3fff) throw new Error('element too large for this helper');
  return Buffer.concat([
    Buffer.from(id),
    Buffer.from([0x40 | (payload.length >> 8), payload.length & 0xff]),
    payload,
  ]);
};

/** A WebM of `seconds` with one track of `type` (1 video, 2 audio). */
export function webmFile(seconds: number, type: 1 | 2): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000);
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
      element([0x44, 0x89], duration),
    ]),
  );
  const tracks = element([0x16, 0x54, 0xae, 0x6b], element([0xae], element([0x83], Buffer.from([type]))));
  return Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tracks]))]);
}

/** A 16-bit mono 8 kHz WAV of `seconds`. */
export function wavFile(seconds: number): Buffer {
  const data = Buffer.alloc(Math.round(seconds * 16_000));
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8, 'latin1');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(8000, 24);
  head.writeUInt32LE(16_000, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** An MP3 at 128 kbps: an ID3 tag, then frames of silence making `seconds`. */
export function mp3File(seconds: number): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  const frames = Buffer.alloc(Math.round((seconds * 128_000) / 8));
  for (let offset = 0; offset + 4 <= frames.length; offset += 417)
    frames.set([0xff, 0xfb, 0x90, 0x64], offset);
  return Buffer.concat([id3, frames]);
}

/** AAC in ADTS frames at 44.1 kHz: enough 1,024-sample frames for `seconds`. */
export function adtsFile(seconds: number): Buffer {
  const count = Math.ceil((seconds * 44_100) / 1024);
  const frame = Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  return Buffer.concat(Array.from({ length: count }, () => frame));
}

/** An Ogg Vorbis of `seconds` at 44.1 kHz: the identification page, then a last page with its granule. */
export function oggFile(seconds: number): Buffer {
  const page = (granule: number, body: Buffer) => {
    const head = Buffer.alloc(27);
    head.write('OggS', 0, 'latin1');
    head.writeBigUInt64LE(BigInt(granule), 6);
    return Buffer.concat([head, Buffer.from([body.length]), body]);
  };
  const id = Buffer.alloc(30);
  id.write('\x01vorbis', 0, 'latin1');
  id.writeUInt32LE(44_100, 12);
  return Buffer.concat([page(0, id), page(Math.round(seconds * 44_100), Buffer.alloc(20))]);
}

/** A Windows program's first bytes. */
export const PROGRAM = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(400)]);

/** An Exif APP1 segment with GPS tags (a latitude, 31°N) and an orientation, big-endian. */
export function exifWithGps(orientation: number): Buffer {
  const tiff = Buffer.alloc(80);
  tiff.write('MM\0*', 0, 'latin1');
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(2, 8);
  tiff.set([0x01, 0x12, 0, 3, 0, 0, 0, 1], 10);
  tiff.writeUInt16BE(orientation, 18);
  tiff.set([0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 38], 22);
  tiff.writeUInt32BE(0, 34);
  tiff.writeUInt16BE(1, 38);
  tiff.set([0x00, 0x01, 0, 2, 0, 0, 0, 2], 40);
  tiff.write('N\0', 48, 'latin1');
  tiff.write('GPS31N', 60, 'latin1');
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** A real `width`×`height` JPEG (grey and red halves) with the Exif segment above after its SOI. */
export function photoWithGps(width: number, height: number, orientation = 6): Buffer {
  const data = Buffer.alloc(width * height * 4, 0x80);
  for (let index = 0; index < width * height; index += 1) {
    if (index % width < width / 2) data.set([200, 20, 20, 255], index * 4);
  }
  const encoded = jpeg.encode({ width, height, data }, 90).data;
  return Buffer.concat([encoded.subarray(0, 2), exifWithGps(orientation), encoded.subarray(2)]);
}
