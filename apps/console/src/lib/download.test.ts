// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, setToken } from './api.ts';
import { download } from './download.ts';
import { setLocale } from './i18n.ts';

const PATH = '/hotels/1/reservations/ABC123/files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

describe('download()', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const created: Blob[] = [];
  const clicked: { href: string; download: string }[] = [];

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs: record what would be saved instead.
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return `blob:console/${created.length}`;
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    setToken('staff-token');
    setLocale('ko');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    created.length = 0;
    clicked.length = 0;
  });

  it("fetches the file with the account's bearer and language, and saves it under its name", async () => {
    fetchMock.mockResolvedValue(new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200 }));
    await download(PATH, 'パスポート.png');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/staff${PATH}`);
    expect(init?.headers).toEqual({ authorization: 'Bearer staff-token', 'tripla-locale': 'ko' });
    expect(new Uint8Array(await created[0]!.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(clicked).toEqual([{ href: 'blob:console/1', download: 'パスポート.png' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("throws the server's refusal with its sentence and reason, and saves nothing", async () => {
    const body = {
      errors: [
        {
          title: 'GONE',
          status: 410,
          code: 410,
          details: { reason: 'file_missing', base: [{ error: '파일이 없습니다.' }] },
        },
      ],
    };
    fetchMock.mockResolvedValue(Response.json(body, { status: 410 }));
    const failure = await download(PATH, 'a.png').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 410, reason: 'file_missing', message: '파일이 없습니다.' });
    expect(clicked).toEqual([]);
  });

  it('throws a status-0 failure when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(download(PATH, 'a.png')).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(clicked).toEqual([]);
  });
});
