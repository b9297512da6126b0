import { describe, expect, it } from 'vitest';
import { hostedFieldsUrl } from './hosted-card-fields.tsx';

describe('hostedFieldsUrl', () => {
  it('points at the gateway on the API’s origin and names who may hear it', () => {
    const url = new URL(
      hostedFieldsUrl({
        apiBase: '/book',
        locale: 'ja',
        validThrough: '2027-01-12',
        brands: ['visa', 'jcb'],
        pageHref: 'https://hotel.example/reservation/guest-detail?code=a',
      }),
    );
    expect(url.origin).toBe('https://hotel.example');
    expect(url.pathname).toBe('/sandbox-pay/card-fields');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      parent_origin: 'https://hotel.example',
      locale: 'ja',
      valid_through: '2027-01-12',
      brands: 'visa,jcb',
    });
  });

  it('follows an API on another origin', () => {
    const url = new URL(
      hostedFieldsUrl({
        apiBase: 'https://api.example/book',
        locale: 'en',
        validThrough: '2027-01-12',
        brands: [],
        pageHref: 'https://widget.example/x',
      }),
    );
    expect(url.origin).toBe('https://api.example');
    expect(url.searchParams.get('parent_origin')).toBe('https://widget.example');
    expect(url.searchParams.has('brands')).toBe(false);
  });
});
