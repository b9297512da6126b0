import { describe, expect, it } from 'vitest';
import { FakeXhr } from './fake-xhr.ts';
import { checkFiles, MAX_ATTACHMENT_BYTES, uploadAttachment } from './file-upload.ts';

const file = (size: number) => ({ name: 'f.pdf', size });

describe('attachment limits (spec sections 5 and 9)', () => {
  it('refuses files over 80 MB', () => {
    expect(checkFiles([file(MAX_ATTACHMENT_BYTES), file(MAX_ATTACHMENT_BYTES + 1)], 0)).toEqual({
      accepted: [0],
      refused: [{ index: 1, reason: 'tooBig' }],
    });
  });

  it('refuses files past the 30th of the booking', () => {
    expect(checkFiles([file(1), file(1), file(1)], 28)).toEqual({
      accepted: [0, 1],
      refused: [{ index: 2, reason: 'tooMany' }],
    });
  });
});

describe('uploadAttachment', () => {
  const file = new File(['%PDF-1.4'], 'voucher.pdf', { type: 'application/pdf' });

  it('posts the file as multipart with the session headers and reports progress', async () => {
    const progress: number[] = [];
    const pending = uploadAttachment(
      { hotelId: 1, file, session: 'sess', locale: 'ja', onProgress: (f) => progress.push(f) },
      () => new FakeXhr() as unknown as XMLHttpRequest,
    );
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/book/hotels/1/file_attachments');
    expect(xhr.headers).toMatchObject({ 'Client-Session': 'sess', 'Tripla-Locale': 'ja' });
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.answer(201, { data: { id: 'abc', file_name: 'voucher.pdf', size: 8 } });
    await expect(pending).resolves.toMatchObject({ id: 'abc' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('rejects with the server’s message', async () => {
    const pending = uploadAttachment(
      { hotelId: 1, file, session: 's', locale: 'en', onProgress: () => {} },
      () => new FakeXhr() as unknown as XMLHttpRequest,
    );
    (FakeXhr.last as FakeXhr).answer(422, {
      errors: [
        {
          title: 'Unprocessable',
          status: 422,
          code: 1251,
          details: { code: 1251, base: [{ error: 'Not an image or PDF.' }] },
        },
      ],
    });
    await expect(pending).rejects.toMatchObject({ message: 'Not an image or PDF.', status: 422 });
  });
});
