import { Link } from 'wouter';
import { useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { Page } from '../shell/page.tsx';
import { SHELL_TEXTS } from '../shell/shell.texts.ts';

/** The console's start: the hotels the account works on, each opening on its reservations. */
export function HomeScreen() {
  const t = useTexts(SHELL_TEXTS);
  const { me, may } = useSession();
  if (!me) return null;
  const first = may('reservations.read') ? 'reservations' : 'rates';
  return (
    <Page title={t.hotelsTitle}>
      {me.hotels.length === 0 ? (
        <p>{t.noHotels}</p>
      ) : (
        <>
          <p>{t.hotelsIntro}</p>
          <ul className="hotel-list">
            {me.hotels.map((hotel) => (
              <li key={hotel.id}>
                <Link href={`/hotels/${hotel.id}/${first}`}>{hotel.name}</Link>
                <span className="muted"> {hotel.code}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}

/** An address no screen answers. */
export function NotFoundScreen() {
  const t = useTexts(SHELL_TEXTS);
  return (
    <Page title={t.notFoundTitle}>
      <p>{t.notFoundBody}</p>
      <Link href="/">{t.backHome}</Link>
    </Page>
  );
}
