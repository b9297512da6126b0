import type { ComponentType } from 'react';
import type { RoomParty } from '../search-form/room-party.ts';
import type { SelectedRoom } from './selected-rooms.ts';

/** What update mode's selection summary is given: the reservation, the chosen rooms and the search. */
export interface UpdateSelectionProps {
  number: string;
  selected: readonly SelectedRoom[];
  parties: readonly RoomParty[];
  /** The searched dates; null for an undated search (a change needs dates). */
  stay: { checkin: string; checkout: string } | null;
  currency: string;
}

/**
 * Update mode's parts on the results page (spec section 2, `current_reservation`): the panel that
 * loads and names the reservation being changed, and the selection summary that leads to its review.
 * reservation-update draws them (its `update-mode-parts.ts`, lazy: their own chunk); the app hands
 * them to the results page, so search-results does not import the feature above it (decision 035).
 */
export interface UpdateModeParts {
  Panel: ComponentType<{ number: string }>;
  Selection: ComponentType<UpdateSelectionProps>;
}
