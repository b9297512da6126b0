import { describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n.ts';
import { jaBooking } from './locales/ja.booking.ts';
import { jaCore } from './locales/ja.core.ts';
import { koBooking } from './locales/ko.booking.ts';
import { koCore } from './locales/ko.core.ts';

// One sequence: the module remembers that a booking screen asked for the second part.
describe('the catalog in two parts (decision 045)', () => {
  it('loads the first part alone until a booking screen asks for the second, then both on a language change', async () => {
    await i18n.change('ja');
    expect(i18n.get().t('header.menu')).toBe(jaCore['header.menu']);
    // The results page's language: the booking flow's texts are not downloaded.
    expect(i18n.get().t('guestDetail.choose')).toBeUndefined();
    expect(document.documentElement.lang).toBe('ja');

    let notified = 0;
    const unsubscribe = i18n.subscribe(() => notified++);
    await i18n.loadBooking();
    expect(notified).toBe(1);
    expect(i18n.get().t('guestDetail.choose')).toBe(jaBooking['guestDetail.choose']);
    expect(i18n.get().t('header.menu')).toBe(jaCore['header.menu']);
    // Once loaded, asking again neither reloads nor re-renders.
    await i18n.loadBooking();
    expect(notified).toBe(1);

    // A language change after that switches once, with both parts of the new language.
    await i18n.change('ko');
    expect(notified).toBe(2);
    expect(i18n.get().t('guestDetail.choose')).toBe(koBooking['guestDetail.choose']);
    expect(i18n.get().t('header.menu')).toBe(koCore['header.menu']);
    unsubscribe();
  });

  it('a booking screen preloaded before the first catalog gets both parts with it', async () => {
    // A fresh module: start-up preloads the screen of the address while the first catalog loads.
    vi.resetModules();
    const { i18n: fresh } = await import('./i18n.ts');
    const booking = fresh.loadBooking();
    await fresh.change('ko');
    await booking;
    expect(fresh.get().t('guestDetail.choose')).toBe(koBooking['guestDetail.choose']);
    expect(fresh.get().t('header.menu')).toBe(koCore['header.menu']);
  });

  it('a booking screen asking during a language change gets the new language’s texts', async () => {
    // A fresh module: no booking screen asked yet when the change starts.
    vi.resetModules();
    const { i18n: fresh } = await import('./i18n.ts');
    const { loadCatalogPart } = await import('./catalog.ts');
    await fresh.change('en');
    // English's booking part arrives first: the change to Japanese must still bring Japanese's.
    await loadCatalogPart('en', 'booking');
    const change = fresh.change('ja');
    const booking = fresh.loadBooking();
    await Promise.all([change, booking]);
    expect(fresh.get().locale).toBe('ja');
    expect(fresh.get().t('guestDetail.choose')).toBe(jaBooking['guestDetail.choose']);
    expect(fresh.get().t('header.menu')).toBe(jaCore['header.menu']);
  });
});
