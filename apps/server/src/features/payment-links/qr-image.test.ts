import { describe, expect, it } from 'vitest';
import { qrImage, qrPng, qrSvg } from './qr-image.ts';

// The QR images of payment links and booking pages. No decoder is at hand, so the structure is checked:
// an SVG document with a square viewBox of the symbol's modules, a PNG of the promised size, and the
// image depends on the address (and only on it).
const LINK = 'https://book.example/?code=hanami-tokyo&qr_code=7K3M9Q2R5T8V';
const OTHER = 'https://book.example/?code=hanami-tokyo&qr_code=7K3M9Q2R5T8W';

/** Width and height of a PNG from its IHDR chunk (the first one, right after the signature). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('QR images', () => {
  it('draws an SVG document whose square viewBox is the symbol with its quiet zone', async () => {
    const svg = await qrSvg(LINK);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    const box = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
    expect(box).not.toBeNull();
    const [width, height] = [Number(box![1]), Number(box![2])];
    expect(width).toBe(height);
    // A QR symbol is 21 + 4k modules wide (versions 1 to 40), plus four modules of quiet zone each side.
    expect((width - 8 - 21) % 4).toBe(0);
    expect(width - 8).toBeGreaterThanOrEqual(21);
    // Dark modules are drawn (a path with moves and lines), on a white ground.
    expect(svg).toMatch(/<path [^>]*d="M\d/);
    expect(svg).toContain('fill="#ffffff"');
    // The address itself is not written into the image as text.
    expect(svg).not.toContain('hanami-tokyo');
  });

  it('draws a PNG of 512 pixels square', async () => {
    const png = await qrPng(LINK);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(png)).toEqual({ width: 512, height: 512 });
  });

  it('gives the same address the same image and another address another image', async () => {
    expect(await qrSvg(LINK)).toBe(await qrSvg(LINK));
    expect(await qrSvg(LINK)).not.toBe(await qrSvg(OTHER));
    expect((await qrPng(LINK)).equals(await qrPng(LINK))).toBe(true);
    expect((await qrPng(LINK)).equals(await qrPng(OTHER))).toBe(false);
  });

  it('answers the format asked for, with its media type and extension', async () => {
    const svg = await qrImage(LINK, 'svg');
    expect(svg).toMatchObject({ contentType: 'image/svg+xml', extension: 'svg' });
    expect(svg.body.toString('utf8')).toBe(await qrSvg(LINK));
    const png = await qrImage(LINK, 'png');
    expect(png).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(png.body.equals(await qrPng(LINK))).toBe(true);
  });
});
