import { describe, expect, it } from 'vitest';
import { sniffContentType } from './sniff-type.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffContentType', () => {
  it('recognises images and PDF by their first bytes', () => {
    expect(sniffContentType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(sniffContentType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(sniffContentType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffContentType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toBe('image/heic');
    expect(sniffContentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses everything else, whatever it claims to be', () => {
    expect(sniffContentType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffContentType(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(sniffContentType(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBeNull();
    expect(sniffContentType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffContentType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });
});
