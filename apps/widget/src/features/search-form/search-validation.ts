import { MAX_NIGHTS } from '@yadori/contract/search.constants';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { TranslateParams } from '../../i18n/translate.ts';
import { addDays, addMonths, daysBetween } from '../../shared/hotel-date.ts';
import { roomsLimit, type SearchSettings } from './room-party.ts';
import type { SearchCriteria } from './search-criteria.ts';

/** A problem with the search the guest has to fix before searching (spec section 5). */
export interface SearchIssue {
  /** The part of the form it belongs to. */
  field: 'dates' | 'rooms';
  key: MessageKey;
  params?: TranslateParams;
}

/** The first and last check-in dates the hotel sells, from today in the hotel (spec section 5). */
export function bookableRange(settings: SearchSettings, today: string): { first: string; last: string } {
  const attributes = settings.booking_widget_setting_attributes;
  return {
    first: attributes.default_search_setting.yesterday_bookable ? addDays(today, -1) : today,
    last: addMonths(today, attributes.reservable_period_months),
  };
}

function dateIssues(criteria: SearchCriteria, settings: SearchSettings, today: string): SearchIssue[] {
  if (criteria.undated) return [];
  const { first, last } = bookableRange(settings, today);
  const issues: SearchIssue[] = [];
  if (criteria.checkin < first) issues.push({ field: 'dates', key: 'searchForm.errorPastDate' });
  const lastNight = criteria.dayUse ? criteria.checkin : addDays(criteria.checkout, -1);
  if (criteria.checkin > last || lastNight > last)
    issues.push({
      field: 'dates',
      key: 'searchForm.errorReservablePeriod',
      params: { months: settings.booking_widget_setting_attributes.reservable_period_months },
    });
  if (daysBetween(criteria.checkin, criteria.checkout) > MAX_NIGHTS)
    issues.push({ field: 'dates', key: 'searchForm.errorTooManyNights', params: { max: MAX_NIGHTS } });
  return issues;
}

function roomIssues(criteria: SearchCriteria, settings: SearchSettings): SearchIssue[] {
  const issues: SearchIssue[] = [];
  const limit = roomsLimit(settings);
  if (criteria.rooms.length > limit)
    issues.push({ field: 'rooms', key: 'searchForm.errorTooManyRooms', params: { limit } });
  criteria.rooms.forEach((room, index) => {
    const number = index + 1;
    if (room.adults + room.children > settings.max_guests_per_room)
      issues.push({
        field: 'rooms',
        key: 'searchForm.errorTooManyGuests',
        params: { room: number, max: settings.max_guests_per_room },
      });
    const perAdult = settings.kids_setting.max_children_per_adult;
    if (room.children > room.adults * perAdult)
      issues.push({
        field: 'rooms',
        key: 'searchForm.warningChildrenPerAdult',
        params: { room: number, max: perAdult },
      });
    if (room.kidsAges.some((age) => age < 0))
      issues.push({ field: 'rooms', key: 'searchForm.errorChildAge', params: { room: number } });
  });
  const first = JSON.stringify(criteria.rooms[0]);
  if (criteria.undated && criteria.rooms.some((room) => JSON.stringify(room) !== first))
    issues.push({ field: 'rooms', key: 'searchForm.errorUndatedRoomsDiffer' });
  return issues;
}

/**
 * Checks the search before it is sent, with the server's own rules (spec section 5): dates inside the
 * reservable period and not past, the multi-room limit, guests per room, children per adult, every
 * child's age chosen, and the same party in every room for an undated search.
 */
export function validateCriteria(
  criteria: SearchCriteria,
  settings: SearchSettings,
  today: string,
): SearchIssue[] {
  return [...dateIssues(criteria, settings, today), ...roomIssues(criteria, settings)];
}
