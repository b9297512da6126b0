import type { StaffAbility } from '@yadori/contract/staff.constants';
import type { ShellTexts } from './shell.texts.ts';

/** One entry of the console's navigation: a hotel's page (needs a chosen hotel) or the brand's/account's. */
export interface NavItem {
  key: keyof ShellTexts['nav'];
  /** The address under /admin; `hotelId` is the hotel chosen in the header. */
  href(hotelId: number | null): string | null;
  ability: StaffAbility | null;
}

const ofHotel = (path: string) => (hotelId: number | null) =>
  hotelId === null ? null : `/hotels/${hotelId}/${path}`;

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'reservations', href: ofHotel('reservations'), ability: 'reservations.read' },
  { key: 'paymentLinks', href: ofHotel('payment-links'), ability: 'reservations.read' },
  { key: 'funnel', href: ofHotel('funnel'), ability: 'reservations.read' },
  { key: 'rates', href: ofHotel('rates'), ability: 'rates.read' },
  { key: 'setup', href: ofHotel('setup'), ability: 'hotel.configure' },
  { key: 'notices', href: ofHotel('notices'), ability: 'hotel.configure' },
  { key: 'integrations', href: ofHotel('integrations'), ability: 'integrations.manage' },
  { key: 'brand', href: () => '/brand', ability: 'brand.configure' },
  { key: 'staff', href: () => '/staff', ability: 'staff.manage' },
  { key: 'audit', href: () => '/audit', ability: 'audit.read' },
  { key: 'account', href: () => '/account', ability: null },
];
