import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadType } from './staff-reservation-files.ts';

describe('attachmentDisposition()', () => {
  it('names an ASCII file the same in both parameters', () => {
    expect(attachmentDisposition('scan-01.pdf')).toBe(
      `attachment; filename="scan-01.pdf"; filename*=UTF-8''scan-01.pdf`,
    );
  });

  it('carries any other name in UTF-8 (RFC 5987), with a printable ASCII stand-in', () => {
    const header = attachmentDisposition('パスポート.png');
    expect(header).toBe(
      `attachment; filename="_.png"; filename*=UTF-8''%E3%83%91%E3%82%B9%E3%83%9D%E3%83%BC%E3%83%88.png`,
    );
    expect(attachmentDisposition('Ünïcødé 😀.jpg')).toMatch(/^attachment; filename="_n_c_d_ _\.jpg"; /);
  });

  it('percent-encodes what RFC 5987 does not allow bare, and keeps quotes, backslashes and % out of the stand-in', () => {
    const header = attachmentDisposition(`it's "a" (copy)*\\100%.png`);
    expect(header).toBe(
      `attachment; filename="it's _a_ (copy)*_100_.png"; ` +
        `filename*=UTF-8''it%27s%20%22a%22%20%28copy%29%2A%5C100%25.png`,
    );
    const [, encoded] = header.split("UTF-8''");
    expect(decodeURIComponent(encoded!)).toBe(`it's "a" (copy)*\\100%.png`);
  });

  it('never lets a line break or a semicolon split the header', () => {
    const header = attachmentDisposition('a\r\nSet-Cookie: x=1;b.png');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split("filename*=UTF-8''")[1]).not.toContain(';');
  });
});

describe('downloadType()', () => {
  it('keeps the kinds uploads are recognised as', () => {
    for (const type of [
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'image/heic',
      'application/pdf',
    ]) {
      expect(downloadType(type)).toBe(type);
    }
  });

  it('sends anything else as opaque bytes', () => {
    for (const type of ['text/html', 'image/svg+xml', 'application/javascript', 'IMAGE/PNG', '']) {
      expect(downloadType(type)).toBe('application/octet-stream');
    }
  });
});
