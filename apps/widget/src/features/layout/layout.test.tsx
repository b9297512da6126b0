import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigationMode } from '../../app/navigation.ts';
import { WidgetProvider } from '../../app/widget-context.tsx';
import { addNotice, createWidgetStore } from '../../app/widget-store.ts';
import { i18n, STORED_LOCALE_KEY } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { hotelSettings, loginWidget } from '../../test/fixtures.ts';
import { readStartQuery } from '../address/start-query.ts';
import { NoticeBanner } from './notice-banner.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const host = vi.hoisted(() => ({ embedded: false, posted: [] as unknown[] }));
vi.mock('../host/host-messages.ts', () => ({
  isEmbedded: () => host.embedded,
  postToHost: (message: unknown) => host.posted.push(message),
}));

function withStore(ui: ReactNode, query = 'code=hanami-tokyo') {
  const store = createWidgetStore(readStartQuery(new URLSearchParams(query)));
  render(<WidgetProvider store={store}>{ui}</WidgetProvider>);
  return store;
}

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
  host.embedded = false;
  host.posted = [];
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ProgressBar', () => {
  it('marks the current step with aria-current="step"', () => {
    render(<ProgressBar current="payment" />);
    const nav = screen.getByRole('navigation', { name: 'Booking steps' });
    const steps = nav.querySelectorAll('li');
    expect([...steps].map((li) => li.textContent)).toEqual(['1Guest details', '2Payment', '3Confirmation']);
    expect([...steps].map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });
});

describe('NoticeBanner', () => {
  it('shows an error as an alert with its title and message, and dismisses it', () => {
    const store = withStore(<NoticeBanner />);
    act(() => addNotice(store, { kind: 'error', title: 'NOT_FOUND', message: 'Hotel not found' }));
    expect(screen.getByRole('alert').textContent).toContain('NOT_FOUND Hotel not found');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows our own messages from the catalog', () => {
    const store = withStore(<NoticeBanner />);
    act(() => addNotice(store, { kind: 'info', messageKey: 'session.signedOut' }));
    act(() => addNotice(store, { kind: 'info', messageKey: 'session.signedOut' }));
    expect(screen.getAllByRole('status').map((n) => n.textContent)).toEqual([
      'You have already signed outDismiss',
    ]);
  });
});

describe('SiteHeader', () => {
  it('shows the logo with the hotel name as its text alternative', () => {
    const store = withStore(<SiteHeader hideLanguageSelector={false} />);
    act(() => store.update({ settings: hotelSettings({ logo: '/logos/hanami.svg' }), loginWidget }));
    expect(screen.getByRole('img', { name: 'Hanami Hotel Tokyo' }).getAttribute('src')).toBe(
      '/logos/hanami.svg',
    );
  });

  it('renders the custom header HTML the API sent, as it is (the server sanitized it)', () => {
    const store = withStore(<SiteHeader hideLanguageSelector={false} />);
    act(() =>
      store.update({
        settings: hotelSettings({
          header: 'header_customize',
          website_header_html: '<nav class="hotel-header"><a href="https://hanami.example/">Hanami</a></nav>',
        }),
      }),
    );
    const link = screen.getByRole('link', { name: 'Hanami' });
    expect(link.getAttribute('href')).toBe('https://hanami.example/');
    expect(link.closest('.site-header__custom')?.querySelector('nav.hotel-header')).toBe(link.parentElement);
  });

  it('shows a close button only when embedded and closeable, and tells the host', () => {
    const closeable = hotelSettings();
    closeable.booking_widget_setting_attributes.closeable = true;
    const store = withStore(<SiteHeader hideLanguageSelector={false} />);
    act(() => store.update({ settings: closeable }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    cleanup();

    host.embedded = true;
    const embedded = withStore(<SiteHeader hideLanguageSelector={false} />);
    act(() => embedded.update({ settings: closeable }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(host.posted).toEqual([{ type: 'close' }]);
  });

  it('shows the close button in the loader modal (closeable=1) even if the hotel setting is off', () => {
    host.embedded = true;
    const store = withStore(<SiteHeader hideLanguageSelector={false} />, 'code=hanami-tokyo&closeable=1');
    act(() => store.update({ settings: hotelSettings() }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('offers the hotel languages and switches, stores and sets <html lang>', async () => {
    const settings = hotelSettings();
    settings.booking_widget_setting_attributes.supported_locales = ['ja', 'en', 'ko'];
    const store = withStore(<SiteHeader hideLanguageSelector={false} />);
    act(() => store.update({ settings }));
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '日本語',
      'English',
      '한국어',
    ]);
    fireEvent.change(select, { target: { value: 'ko' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '언어' })).toBeTruthy());
    expect(localStorage.getItem(STORED_LOCALE_KEY)).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
  });

  it('hides the language selector when the page asks', () => {
    withStore(<SiteHeader hideLanguageSelector={true} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('SiteFooter', () => {
  it('shows the hotel footer HTML the API sent, new-tab links included, when enabled', () => {
    const store = withStore(<SiteFooter />);
    act(() =>
      store.update({
        settings: hotelSettings({
          display_website_footer: true,
          website_footer_html:
            '<a href="https://hanami.example/privacy" target="_blank" rel="noopener noreferrer">Privacy</a>',
        }),
      }),
    );
    const link = screen.getByRole('link', { name: 'Privacy' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('ignores the footer HTML when display_website_footer is off', () => {
    const store = withStore(<SiteFooter />);
    act(() =>
      store.update({
        settings: hotelSettings({
          display_website_footer: false,
          website_footer_html: '<a href="/x">Privacy</a>',
        }),
      }),
    );
    expect(screen.getByRole('contentinfo').textContent).toBe('Hanami Hotels & Resorts');
  });
});
