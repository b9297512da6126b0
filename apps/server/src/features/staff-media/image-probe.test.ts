import { describe, expect, it } from 'vitest';
import { probeImage } from './image-probe.ts';
import { GIF_1X1, jpegHeader, pngImage, WEBP_1X1 } from './media-test-kit.ts';

const riff = (chunk: string, body: number[]) =>
  Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'), Buffer.from(chunk, 'latin1'), Buffer.from(body)]);

describe('probeImage', () => {
  it('reads the kind and size of PNG, JPEG, GIF and the three WebP forms', () => {
    expect(probeImage(pngImage(300, 200))).toEqual({ contentType: 'image/png', width: 300, height: 200 });
    expect(probeImage(jpegHeader(1024, 768))).toEqual({
      contentType: 'image/jpeg',
      width: 1024,
      height: 768,
    });
    expect(probeImage(GIF_1X1)).toEqual({ contentType: 'image/gif', width: 1, height: 1 });
    expect(probeImage(WEBP_1X1)).toEqual({ contentType: 'image/webp', width: 1, height: 1 });
    // VP8 (lossy): chunk size, frame tag, start code, then 14-bit width and height.
    const lossy = riff('VP8 ', [0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]);
    expect(probeImage(lossy)).toEqual({ contentType: 'image/webp', width: 640, height: 480 });
    // VP8X (extended): chunk size, flags and reserved bytes, then the canvas size less one, 24 bits each.
    const extended = riff('VP8X', [10, 0, 0, 0, 0, 0, 0, 0, 0x7f, 0x07, 0x00, 0x37, 0x04, 0x00]);
    expect(probeImage(extended)).toEqual({ contentType: 'image/webp', width: 1920, height: 1080 });
  });

  it('refuses what is no image of those kinds, whatever it starts like', () => {
    expect(probeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(probeImage(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(probeImage(Buffer.alloc(0))).toBeNull();
    expect(probeImage(pngImage(1, 1).subarray(0, 12))).toBeNull();
    expect(probeImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(probeImage(pngImage(0, 1))).toBeNull();
  });
});
