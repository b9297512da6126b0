import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigationMode } from '../../app/navigation.ts';
import { WidgetProvider } from '../../app/widget-context.tsx';
import { addNotice, createWidgetStore } from '../../app/widget-store.ts';
import { i18n, STORED_LOCALE_KEY } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { hotelSettings, loginWidget } from '../../test/fixtures.ts';
import { memberFixture, whoamiFixture } from '../../test/member-fixtures.ts';
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

  it('shows the brand alone outside the main layout (the payment pages): no menu, no language selector', () => {
    const store = withStore(<SiteHeader hideLanguageSelector={false} brandOnly />);
    act(() => store.update({ settings: hotelSettings({ logo: '/logos/hanami.svg' }), loginWidget }));
    expect(screen.getByRole('img', { name: 'Hanami Hotel Tokyo' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('combobox')).toBeNull();
    cleanup();
    const full = withStore(<SiteHeader hideLanguageSelector={false} />);
    act(() => full.update({ settings: hotelSettings({ logo: '/logos/hanami.svg' }), loginWidget }));
    expect(screen.queryAllByRole('button').length + screen.queryAllByRole('combobox').length).toBeGreaterThan(
      0,
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

describe('SiteHeader for corporate users (spec §6)', () => {
  const sakura = { id: 1, program_id: 1, name: '桜商事株式会社', display_name: 'Sakura Trading' };
  const person = (organization: typeof sakura | null, role: string[]) =>
    whoamiFixture(memberFixture({ name: 'Aiko Tanaka', organization, organization_role: role as ['admin'] }));
  /** The menu's items, opening it first. */
  const menu = () => {
    const button = screen.getByRole('button', { name: en['header.menu'] });
    if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button);
    return screen.getAllByRole('link').map((link) => link.textContent);
  };
  beforeEach(() => history.replaceState(null, '', '/booking/result?code=hanami-tokyo'));

  it('names the organization beside a corporate user, and offers its admin page to its admins only', () => {
    const store = withStore(<SiteHeader hideLanguageSelector={false} />);
    act(() => store.update({ settings: hotelSettings(), loginWidget, user: person(sakura, ['admin']) }));
    expect(screen.getByTestId('header-organization').textContent).toBe('Sakura Trading');
    expect(menu()[0]).toBe(en['menu.admin']);
    cleanup();

    const member = withStore(<SiteHeader hideLanguageSelector={false} />);
    act(() => member.update({ settings: hotelSettings(), loginWidget, user: person(sakura, ['member']) }));
    expect(screen.getByTestId('header-member').textContent).toContain('Sakura Trading');
    expect(menu()).not.toContain(en['menu.admin']);
  });

  it('shows no organization for a member who signed in as themselves', () => {
    const store = withStore(<SiteHeader hideLanguageSelector={false} />);
    act(() => store.update({ settings: hotelSettings(), loginWidget, user: person(null, []) }));
    expect(screen.getByTestId('header-member').textContent).toBe('Aiko Tanaka');
    expect(screen.queryByTestId('header-organization')).toBeNull();
  });

  it('offers corporate sign-in to a signed-out guest only where the login widget allows it', () => {
    const store = withStore(<SiteHeader hideLanguageSelector={false} />);
    act(() =>
      store.update({
        settings: hotelSettings(),
        loginWidget: { ...loginWidget, organization_login_widget_enabled: true },
      }),
    );
    const link = screen.getByRole('link', { name: en['menu.corporateSignIn'], hidden: true });
    expect(link.getAttribute('href')).toBe('/organization-sign-in?code=hanami-tokyo');
    expect(menu()).toContain(en['menu.corporateSignIn']);
    // Signed in, corporately or not: no sign-in to offer.
    act(() => store.update({ user: person(sakura, ['member']) }));
    expect(menu()).not.toContain(en['menu.corporateSignIn']);
    cleanup();

    const off = withStore(<SiteHeader hideLanguageSelector={false} />);
    act(() => off.update({ settings: hotelSettings(), loginWidget }));
    expect(menu()).not.toContain(en['menu.corporateSignIn']);
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
