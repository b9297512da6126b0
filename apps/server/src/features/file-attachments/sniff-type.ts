import type { AttachmentContentType } from '@yadori/contract/file-attachments.schema';

/** Bytes the sniffer needs to tell every accepted kind apart. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/**
 * The kind of a file from its first bytes (magic numbers), or null when it is none we accept. The
 * name and the declared type of an upload are never trusted.
 * @example sniffContentType(Buffer.from('%PDF-1.7\n…')) // 'application/pdf'
 */
export function sniffContentType(head: Uint8Array): AttachmentContentType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) {
    return 'image/png';
  }
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif';
  if (head.length >= 12 && ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp';
  if (head.length >= 12 && ascii(head, 4, 'ftyp') && HEIF_BRANDS.some((brand) => ascii(head, 8, brand))) {
    return 'image/heic';
  }
  if (ascii(head, 0, '%PDF-')) return 'application/pdf';
  return null;
}
