// The image verify code: digits drawn into a noisy PNG, written with node:zlib alone.
import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

export const VERIFY_IMAGE_WIDTH = 120;
export const VERIFY_IMAGE_HEIGHT = 44;
export const VERIFY_CODE_LENGTH = 4;

// 5 × 7 pixel digits, one number per row, the high bit of five on the left.
const glyphs: Record<string, readonly number[]> = {
  '0': [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e],
  '1': [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
  '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  '3': [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
};

/** Random digits; crypto-grade so a code cannot be predicted from earlier ones. */
export function newVerifyCode(length = VERIFY_CODE_LENGTH): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

type Rgb = [number, number, number];

class Canvas {
  readonly pixels: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i += 1) this.pixels.set(background, i * 3);
  }

  set(x: number, y: number, color: Rgb): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set(color, (py * this.width + px) * 3);
  }

  line(x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i += 1) {
      this.set(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, color);
    }
  }
}

const dark = (): Rgb => [randomInt(10, 110), randomInt(10, 110), randomInt(10, 110)];
const mid = (): Rgb => [randomInt(90, 190), randomInt(90, 190), randomInt(90, 190)];

/** One digit, scaled up, sheared and shifted by chance so that no two images share a shape. */
function drawDigit(canvas: Canvas, digit: string, left: number): void {
  const rows = glyphs[digit];
  if (!rows) throw new Error(`no glyph for ${digit}`);
  const scale = 4;
  const top = randomInt(2, canvas.height - 7 * scale - 1);
  const shear = (randomInt(-30, 31) / 100) * scale;
  const color = dark();
  rows.forEach((bits, row) => {
    for (let col = 0; col < 5; col += 1) {
      if (((bits >> (4 - col)) & 1) === 0) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const y = top + row * scale + dy;
          canvas.set(left + col * scale + dx + ((3.5 * scale - (y - top)) * shear) / scale, y, color);
        }
      }
    }
  });
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit RGB PNG: every scanline with filter type 0, deflated as one IDAT chunk. */
function encodePng(canvas: Canvas): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(canvas.width, 0);
  header.writeUInt32BE(canvas.height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const stride = canvas.width * 3;
  const raw = Buffer.alloc((stride + 1) * canvas.height);
  for (let y = 0; y < canvas.height; y += 1) {
    canvas.pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG a reader reads `code` from: digits over speckles, crossed by a few lines. */
export function drawVerifyImage(code: string): Buffer {
  const canvas = new Canvas(VERIFY_IMAGE_WIDTH, VERIFY_IMAGE_HEIGHT, [
    randomInt(225, 256),
    randomInt(225, 256),
    randomInt(225, 256),
  ]);
  for (let i = 0; i < 240; i += 1) {
    canvas.set(randomInt(canvas.width), randomInt(canvas.height), mid());
  }
  const cell = Math.floor((canvas.width - 8) / code.length);
  [...code].forEach((digit, index) => drawDigit(canvas, digit, 6 + index * cell + randomInt(0, 6)));
  for (let i = 0; i < 3; i += 1) {
    canvas.line(
      randomInt(canvas.width / 3),
      randomInt(canvas.height),
      randomInt((canvas.width * 2) / 3, canvas.width),
      randomInt(canvas.height),
      mid(),
    );
  }
  return encodePng(canvas);
}
