import QRCode from 'qrcode';

/** The image formats a QR code is drawn in (contract `qrImageQuerySchema`). */
export type QrImageFormat = 'svg' | 'png';

/** A QR image: its bytes (an SVG document is UTF-8 text), its media type and file extension. */
export interface QrImage {
  body: Buffer;
  contentType: 'image/svg+xml' | 'image/png';
  extension: QrImageFormat;
}

/**
 * Level M (15 % of the symbol may be lost) and the standard's quiet zone of four modules: a printed
 * code at a desk or on a bill still reads when a corner is creased or smudged.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;
/** A PNG wide enough to print at 5 cm at 250 dpi; the SVG scales to anything. */
const PNG_WIDTH = 512;

/** The SVG document of a QR code holding `url` (a `viewBox` of the symbol's modules, black on white). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: 'svg' });
}

/** The PNG of a QR code holding `url`, PNG_WIDTH pixels square. */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...OPTIONS, type: 'png', width: PNG_WIDTH });
}

/** The QR image of `url` in `format`, ready to send. */
export async function qrImage(url: string, format: QrImageFormat): Promise<QrImage> {
  if (format === 'png') return { body: await qrPng(url), contentType: 'image/png', extension: 'png' };
  return { body: Buffer.from(await qrSvg(url), 'utf8'), contentType: 'image/svg+xml', extension: 'svg' };
}
