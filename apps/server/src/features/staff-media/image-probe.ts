import type { MediaContentType } from '@yadori/contract/staff-media.constants';

/** What the bytes of an accepted image say about themselves. */
export interface ImageProbe {
  contentType: MediaContentType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  bytes.length >= from + text.length && [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + u16be(b, at + 2);

function sized(contentType: MediaContentType, width: number, height: number): ImageProbe | null {
  return width > 0 && height > 0 ? { contentType, width, height } : null;
}

// The first chunk of a PNG is IHDR: width and height, four bytes each, big-endian.
function probePng(b: Uint8Array): ImageProbe | null {
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return null;
  return sized('image/png', u32be(b, 16), u32be(b, 20));
}

// The logical screen descriptor follows the six-byte signature.
function probeGif(b: Uint8Array): ImageProbe | null {
  if (b.length < 10) return null;
  return sized('image/gif', u16le(b, 6), u16le(b, 8));
}

// A WebP's first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size).
function probeWebp(b: Uint8Array): ImageProbe | null {
  if (ascii(b, 12, 'VP8 ') && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return sized('image/webp', u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (ascii(b, 12, 'VP8L') && b.length >= 25 && b[20] === 0x2f) {
    const width = 1 + (b[21]! | ((b[22]! & 0x3f) << 8));
    const height = 1 + ((b[22]! >> 6) | (b[23]! << 2) | ((b[24]! & 0x0f) << 10));
    return sized('image/webp', width, height);
  }
  if (ascii(b, 12, 'VP8X') && b.length >= 30) {
    return sized('image/webp', 1 + u24le(b, 24), 1 + u24le(b, 27));
  }
  return null;
}

// Walks the JPEG's segments to its start-of-frame (SOF0–SOF15 but DHT, JPG and DAC), which holds the size.
function probeJpeg(b: Uint8Array): ImageProbe | null {
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // a marker without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // the end, or image data before any frame
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > b.length) return null;
      return sized('image/jpeg', u16be(b, at + 7), u16be(b, at + 5));
    }
    at += 2 + length;
  }
  return null;
}

/**
 * The kind and pixel size of an image from its bytes (magic numbers and header), or null when it is
 * none of PNG, JPEG, WebP and GIF — or claims to be one without a readable header. A file's name and
 * declared type are never trusted: an HTML or SVG page sent as `image/png` is refused here.
 * @example probeImage(pngBytes) // { contentType: 'image/png', width: 1, height: 1 }
 */
export function probeImage(bytes: Uint8Array): ImageProbe | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return probePng(bytes);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return probeJpeg(bytes);
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return probeGif(bytes);
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return probeWebp(bytes);
  return null;
}
