import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../api/api-error.ts';
import { fakeApi } from '../search-results/test-harness.tsx';
import { fetchReceipt } from './manage-api.ts';
import { fileNameOf, saveFile } from './save-file.ts';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and gives null without a name', () => {
    expect(
      fileNameOf(`attachment; filename="receipt.pdf"; filename*=UTF-8''%E9%A0%98%E5%8F%8E%E6%9B%B8.pdf`),
    ).toBe('領収書.pdf');
    expect(fileNameOf('attachment; filename="receipt-AB23.zip"')).toBe('receipt-AB23.zip');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('fetchReceipt', () => {
  const { api } = fakeApi([]);

  it('asks for the receipt with the name, the proof and the language, with the client session', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="receipt-AB23CD45EF.pdf"',
          },
        }),
    );
    const file = await fetchReceipt(
      api,
      { apiBase: '/book' },
      { hotelId: 1, number: 'AB23CD45EF', proof: { bypassToken: 't 1' }, name: '山田 花子', locale: 'ja' },
      fetchImpl,
    );
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    const address = new URL(url, 'http://widget.test');
    expect(address.pathname).toBe('/book/hotels/1/reservations/AB23CD45EF/receipt');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      name: '山田 花子',
      bypass_token: 't 1',
      locale: 'ja',
    });
    expect((init.headers as Record<string, string>)['Client-Session']).toBe('test-session');
    expect(file.fileName).toBe('receipt-AB23CD45EF.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
  });

  it('names a zip without Content-Disposition by the number', async () => {
    const fetchImpl = async () =>
      new Response(new Uint8Array([0x50, 0x4b]), {
        status: 200,
        headers: { 'Content-Type': 'application/zip' },
      });
    const file = await fetchReceipt(
      api,
      { apiBase: '/book' },
      { hotelId: 1, number: 'AB23CD45EF', proof: { email: 'a@b.c' }, name: 'X', locale: 'en' },
      fetchImpl,
    );
    expect(file.fileName).toBe('receipt-AB23CD45EF.zip');
  });

  it('reads an error answer as the API error (the 404 of a wrong proof)', async () => {
    const fetchImpl = async () =>
      Response.json(
        {
          errors: [
            {
              title: 'NOT_FOUND',
              status: 404,
              code: 404,
              details: { base: [{ error: 'Reservation not found' }] },
            },
          ],
        },
        { status: 404 },
      );
    const error = await fetchReceipt(
      api,
      { apiBase: '/book' },
      { hotelId: 1, number: 'AB23CD45EF', proof: { email: 'x@y.z' }, name: 'X', locale: 'en' },
      fetchImpl,
    ).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(404);
    expect(isApiError(error) && error.message).toBe('Reservation not found');
  });
});

describe('saveFile', () => {
  it('clicks a download anchor on an object URL, then removes the anchor', () => {
    const created = vi.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    saveFile({ blob: new Blob(['%PDF']), fileName: 'receipt.pdf' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('receipt.pdf');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:receipt');
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});
