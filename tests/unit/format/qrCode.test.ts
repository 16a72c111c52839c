import jsQR from 'jsqr';
import { qrCodePath } from '@/lib/format/qrCode';

/** Paints the path's rectangles onto a white bitmap, `scale` pixels a module, as a reader's camera would see it. */
function paint({ size, path }: { size: number; path: string }, scale = 4) {
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row += 1) {
      for (let col = Number(x) * scale; col < (Number(x) + Number(width)) * scale; col += 1) {
        pixels.fill(0, (row * side + col) * 4, (row * side + col) * 4 + 3);
      }
    }
  }
  return { pixels, side };
}

describe('qrCodePath', () => {
  it.each([
    'http://localhost:3000/downloadClient.html',
    'https://news.example.cn/wap/reader/downloadClient.html?from=qr',
  ])('draws a code that a scanner reads back as %s', (url) => {
    const code = qrCodePath(url);
    const { pixels, side } = paint(code);
    expect(jsQR(pixels, side, side)?.data).toBe(url);
  });

  it('keeps the four-module light margin around the code, and writes only rectangles', () => {
    const { size, path } = qrCodePath('https://news.example.cn/downloadClient.html');
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    const corners = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => [+x!, +y!, +x! + +w!]);
    expect(Math.min(...corners.map(([x]) => x!))).toBe(4);
    expect(Math.min(...corners.map(([, y]) => y!))).toBe(4);
    expect(Math.max(...corners.map(([, , end]) => end!))).toBe(size - 4);
    expect(Math.max(...corners.map(([, y]) => y!))).toBe(size - 5);
  });
});
