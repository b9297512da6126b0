import { LOCALES, type Locale } from '@yadori/contract/locales';
import type { ReactNode } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import { api } from '../lib/api.ts';
import { LANGUAGE_NAMES, setLocale, useLocale, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { NAV_ITEMS } from './nav.ts';
import { SHELL_TEXTS } from './shell.texts.ts';

/** The hotel of the address (`/hotels/:hotelId/…`), or null on the brand's and account's pages. */
export function useCurrentHotelId(): number | null {
  const [match, params] = useRoute('/hotels/:hotelId/*?');
  const id = match ? Number(params.hotelId) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The signed-in console's frame: header with hotel and language menus, navigation, main content. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useTexts(SHELL_TEXTS);
  const locale = useLocale();
  const { me, signOut, may, refresh } = useSession();
  const [location, navigate] = useLocation();
  const hotelId = useCurrentHotelId();
  if (!me) return null;
  const chosenHotel = hotelId ?? (me.hotels.length === 1 ? me.hotels[0]!.id : null);

  const switchHotel = (value: string) => {
    const next = Number(value);
    const rest = hotelId === null ? 'reservations' : location.replace(/^\/hotels\/\d+\/?/, '').split('/')[0];
    navigate(`/hotels/${next}/${rest || 'reservations'}`);
  };
  const switchLanguage = async (value: Locale) => {
    setLocale(value);
    // The account keeps its language for its next sign-in and its mails.
    await api('PATCH', '/me', { locale: value }).then(refresh, () => undefined);
  };

  return (
    <div className="console">
      <a className="skip-link" href="#content">
        {t.skipToContent}
      </a>
      <header className="console-header">
        <Link href="/" className="console-name">
          {t.consoleName}
          <span className="brand-name"> · {me.brand.name}</span>
        </Link>
        <div className="header-controls">
          {me.hotels.length > 0 ? (
            <label className="header-field">
              <span>{t.hotel}</span>
              <select value={chosenHotel ?? ''} onChange={(event) => switchHotel(event.currentTarget.value)}>
                {chosenHotel === null ? <option value="">—</option> : null}
                {me.hotels.map((hotel) => (
                  <option key={hotel.id} value={hotel.id}>
                    {hotel.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="header-field">
            <span>{t.language}</span>
            <select value={locale} onChange={(event) => switchLanguage(event.currentTarget.value as Locale)}>
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={code.replace('_', '-')}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
          <span className="signed-in-as">{t.signedInAs(me.name, t.roles[me.role])}</span>
          <button type="button" className="button-secondary" onClick={() => signOut()}>
            {t.signOut}
          </button>
        </div>
      </header>
      <nav className="console-nav" aria-label={t.mainNavigation}>
        <ul>
          {NAV_ITEMS.filter((item) => item.ability === null || may(item.ability)).map((item) => {
            const href = item.href(chosenHotel);
            if (href === null) return null;
            const current = location === href || location.startsWith(`${href}/`);
            return (
              <li key={item.key}>
                <Link href={href} aria-current={current ? 'page' : undefined}>
                  {t.nav[item.key]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main id="content" className="console-main">
        {children}
      </main>
    </div>
  );
}
