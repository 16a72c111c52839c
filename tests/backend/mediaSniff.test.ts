// What the upload service reads from a file's bytes (backend/uploads): its kind and container whatever its name,
// its duration; a photo without its location but with its orientation; display sizes drawn from a real JPEG.
import jpeg from 'jpeg-js';
import sharp from 'sharp';
import { DISPLAY_WIDTHS } from '../../lib/contract/uploads';
import { displaySizes } from '../../backend/uploads/displaySizes';
import { sniffMedia } from '../../backend/uploads/mediaSniff';
import { withoutLocation } from '../../backend/uploads/photoClean';
import { checkMedia } from '../../backend/uploads/storeMedia';
import { readImageHeader } from '../../backend/uploads/imageHeader';
import { adtsFile, isoFile, mp3File, oggFile, photoWithGps, PROGRAM, wavFile, webmFile } from './mediaFiles';
import { PNG_1X1 } from './pictures';

describe('sniffMedia', () => {
  it.each([
    ['an MP4 video', isoFile(12.5, 'vide'), 'video', 'mp4', 12.5],
    ['a MOV video', isoFile(3, 'vide', 'qt  '), 'video', 'mov', 3],
    ['an M4A recording', isoFile(61, 'soun', 'M4A '), 'audio', 'm4a', 61],
    ['a WebM video', webmFile(8, 1), 'video', 'webm', 8],
    ['a WebM recording', webmFile(4, 2), 'audio', 'webm', 4],
    ['a WAV recording', wavFile(2), 'audio', 'wav', 2],
    ['an MP3 recording', mp3File(3), 'audio', 'mp3', 3],
    ['an AAC recording', adtsFile(2), 'audio', 'aac', 2],
    ['an Ogg Vorbis recording', oggFile(5), 'audio', 'ogg', 5],
    ['a PNG picture', PNG_1X1, 'picture', 'png', null],
  ])('reads %s by its bytes', (_what, bytes, kind, extension, seconds) => {
    const found = sniffMedia(bytes);
    expect(found).toMatchObject({ kind, extension });
    if (seconds === null) expect(found?.duration).toBeNull();
    else expect(found?.duration).toBeCloseTo(seconds, 0);
  });

  it.each([
    ['a Windows program', PROGRAM],
    ['a text file', Buffer.from('<script>alert(1)</script> not a file of any kind')],
    ['an MP4 with no tracks', isoFile(3, 'vide').subarray(0, 20)],
    ['nothing', Buffer.alloc(0)],
  ])('knows %s for none of its kinds', (_what, bytes) => {
    expect(sniffMedia(bytes)).toBeNull();
  });
});

describe('checkMedia', () => {
  it('holds each file to the kind the reader chose, whatever the file is called', () => {
    expect(() => checkMedia(PROGRAM, 'picture')).toThrow('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
    expect(() => checkMedia(isoFile(5, 'vide'), 'audio')).toThrow('仅支持MP3、M4A、AAC、WAV或OGG格式的音频');
    expect(() => checkMedia(wavFile(1), 'video')).toThrow('仅支持MP4、MOV或WebM格式的视频');
    expect(checkMedia(isoFile(5, 'vide'), 'video').kind).toBe('video');
  });

  it('refuses a video past five minutes and a recording past ten, taking them at the limit', () => {
    expect(() => checkMedia(isoFile(301, 'vide'), 'video')).toThrow('视频不能超过5分钟');
    expect(checkMedia(isoFile(300, 'vide'), 'video').duration).toBe(300);
    expect(() => checkMedia(isoFile(601, 'soun', 'M4A '), 'audio')).toThrow('音频不能超过10分钟');
  });

  it("refuses a file over its kind's size before reading it", () => {
    expect(() => checkMedia(Buffer.alloc(5 * 1024 * 1024 + 1), 'picture')).toThrow('图片不能超过5MB');
    expect(() => checkMedia(Buffer.alloc(20 * 1024 * 1024 + 1), 'audio')).toThrow('音频不能超过20MB');
  });
});

describe('withoutLocation', () => {
  it('drops the Exif block with its GPS tags and keeps the orientation and the picture', () => {
    const photo = photoWithGps(64, 48, 6);
    expect(photo.includes('GPS31N')).toBe(true);
    const clean = withoutLocation(photo, 'jpeg');
    expect(clean.includes('GPS31N')).toBe(false);
    expect(clean.includes(Buffer.from([0x88, 0x25]))).toBe(false);
    // The one tag kept: orientation 6 (turned right), in a fresh Exif block.
    expect(clean.includes(Buffer.from([0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6]))).toBe(true);
    expect(readImageHeader(clean)).toEqual({ format: 'jpeg', width: 64, height: 48 });
    expect(jpeg.decode(clean).width).toBe(64);
  });

  it('adds no Exif block to a photo that stands upright', () => {
    const clean = withoutLocation(photoWithGps(16, 16, 1), 'jpeg');
    expect(clean.includes('Exif')).toBe(false);
  });

  it("drops a PNG's eXIf and text chunks and keeps its image chunks", () => {
    const chunk = (type: string, data: string) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      return Buffer.concat([length, Buffer.from(type + data, 'latin1'), Buffer.alloc(4)]);
    };
    const withExif = Buffer.concat([
      PNG_1X1.subarray(0, 33),
      chunk('eXIf', 'MM\0*GPS31N'),
      chunk('iTXt', 'XML:com.adobe.xmp\0GPS31N'),
      PNG_1X1.subarray(33),
    ]);
    const clean = withoutLocation(withExif, 'png');
    expect(clean.includes('GPS31N')).toBe(false);
    expect(clean.equals(PNG_1X1)).toBe(true);
  });
});

describe('displaySizes', () => {
  it('draws the small and medium widths of a wide photo, in proportion, as JPEGs that keep its orientation', async () => {
    const photo = photoWithGps(1000, 500, 6);
    const sizes = await displaySizes(photo, { format: 'jpeg', width: 1000, height: 500 });
    expect(sizes.small).toMatchObject({ width: DISPLAY_WIDTHS.small, height: 120 });
    expect(sizes.medium).toMatchObject({ width: DISPLAY_WIDTHS.medium, height: 360 });
    const small = jpeg.decode(sizes.small!.bytes);
    expect([small.width, small.height]).toEqual([240, 120]);
    // The left half was red: the drawn picture is too.
    expect(small.data[0]).toBeGreaterThan(150);
    expect(small.data[2]).toBeLessThan(80);
    expect(sizes.small!.bytes.includes(Buffer.from([0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6]))).toBe(true);
    // Drawn without the photo's location.
    expect(sizes.small!.bytes.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('draws a photo past the 4.2 megapixels pure JavaScript could draw in time', async () => {
    const photo = photoWithGps(2400, 1800);
    const sizes = await displaySizes(photo, { format: 'jpeg', width: 2400, height: 1800 });
    expect(sizes.medium).toMatchObject({ width: 720, height: 540 });
    expect(jpeg.decode(sizes.medium!.bytes).width).toBe(720);
  });

  it('draws a PNG on white, and only the widths narrower than the picture', async () => {
    const png = await sharp({
      create: { width: 600, height: 300, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const sizes = await displaySizes(png, { format: 'png', width: 600, height: 300 });
    expect(Object.keys(sizes)).toEqual(['small']);
    const small = jpeg.decode(sizes.small!.bytes);
    expect([small.width, small.height]).toEqual([240, 120]);
    expect([...small.data.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('draws nothing for a BMP, an undecodable JPEG, or a picture whose header claims more than it holds', async () => {
    const photo = photoWithGps(800, 600);
    expect(await displaySizes(photo, { format: 'bmp', width: 800, height: 600 })).toEqual({});
    expect(await displaySizes(photo.subarray(0, 300), { format: 'jpeg', width: 800, height: 600 })).toEqual(
      {},
    );
    expect(await displaySizes(PNG_1X1, { format: 'png', width: 1000, height: 1000 })).toEqual({});
  });
});
