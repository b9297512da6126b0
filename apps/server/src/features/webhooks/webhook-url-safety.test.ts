import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, refusingLookup, urlRefusal } from './webhook-url-safety.ts';

describe('webhook address safety', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fd00::abcd',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    '[::1]',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('lets %s through', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it('checks what a name resolves to when saved, and only the form when private addresses are allowed', async () => {
    const resolve = (addresses: string[]) => async () => addresses;
    const strict = (url: string, addresses: string[]) =>
      urlRefusal(url, { allowPrivate: false, resolve: resolve(addresses) });
    expect(await strict('https://pms.example/hook', ['93.184.216.34'])).toBeNull();
    expect(await strict('https://pms.example/hook', ['93.184.216.34', '10.0.0.5'])).toBe('private_address');
    expect(await strict('https://pms.example/hook', [])).toBe('unresolved');
    expect(
      await urlRefusal('https://pms.example/hook', {
        allowPrivate: false,
        resolve: () => Promise.reject(new Error('ENOTFOUND')),
      }),
    ).toBe('unresolved');
    // Written in any of the forms URL parsers accept, an address is read as the address it is.
    expect(await strict('http://2130706433/', [])).toBe('private_address');
    expect(await strict('ftp://pms.example/', [])).toBe('invalid');
    expect(await urlRefusal('http://127.0.0.1/', { allowPrivate: true })).toBeNull();
  });

  it('fails the connection lookup of a name that resolves to a loopback address', async () => {
    const lookup = (all: boolean) =>
      new Promise<unknown>((resolve) =>
        refusingLookup('localhost', { all }, (error, address) => resolve(error ?? address)),
      );
    for (const all of [false, true]) {
      const outcome = await lookup(all);
      expect(outcome).toBeInstanceOf(Error);
      expect((outcome as { code: string }).code).toBe('EWEBHOOKADDRESS');
    }
  });
});
