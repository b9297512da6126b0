import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { companionTier } from '../features/search-form/room-party.ts';

/**
 * Spec section 4: the member's companion info goes to the host only when an access token exists and
 * the hotel supports companions with its companion tier active — the same setting the search keeps
 * companion counts by (a kids tier marked `is_companion` and `is_active`, spec section 5).
 */
export function companionsWanted(
  settings: Pick<BookingWidgetSettings, 'kids_tiers'> | null,
  loginToken: string | null,
): boolean {
  return loginToken !== null && settings !== null && companionTier(settings) !== undefined;
}
