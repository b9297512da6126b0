import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { Page } from '../shell/page.tsx';
import { SETUP_TEXTS } from './setup.texts.ts';

/** The set-up's sections, each its own page under `/hotels/:hotelId/setup`. */
const SECTIONS = [
  { key: 'hotel', path: '' },
  { key: 'roomTypes', path: '/room-types' },
  { key: 'plans', path: '/plans' },
  { key: 'policies', path: '/cancellation-policies' },
  { key: 'extras', path: '/extras' },
  { key: 'questions', path: '/questions' },
  { key: 'promotions', path: '/promotions' },
  { key: 'branding', path: '/branding' },
  { key: 'analytics', path: '/analytics' },
] as const;

export type SetupSectionPath = (typeof SECTIONS)[number]['path'];

export const setupPath = (hotelId: number, section: SetupSectionPath) => `/hotels/${hotelId}/setup${section}`;

/** The hotel's name as the account's hotels know it. */
export function useHotelName(hotelId: number): string {
  const { me } = useSession();
  return me?.hotels.find((hotel) => hotel.id === hotelId)?.name ?? '';
}

/** A page of the set-up: its title with the hotel's name, and the sections' navigation above it. */
export function SetupPage({
  hotelId,
  title,
  actions,
  children,
}: {
  hotelId: number;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useTexts(SETUP_TEXTS);
  const [location] = useLocation();
  const hotelName = useHotelName(hotelId);
  return (
    <Page title={hotelName ? `${title} · ${hotelName}` : title} actions={actions}>
      <nav className="setup-tabs" aria-label={t.sectionsLabel}>
        <ul>
          {SECTIONS.map((section) => {
            const href = setupPath(hotelId, section.path);
            const current =
              section.path === '' ? location === href : location === href || location.startsWith(`${href}/`);
            return (
              <li key={section.key}>
                <Link href={href} aria-current={current ? 'page' : undefined}>
                  {t.sections[section.key]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </Page>
  );
}
