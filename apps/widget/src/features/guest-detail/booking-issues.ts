import type { Extra } from '@yadori/contract/extras.schema';
import type { Translate } from '../../i18n/translate.ts';
import type { Issue } from '../../shared/error-summary.tsx';
import { answerKey } from '../booking-state/booking-store.ts';
import type { BookingState } from '../booking-state/booking-types.ts';
import { extraQuantityError } from './extra-quantity-text.ts';
import { isDated, quantityAllowed, unitsOf } from './extras-rules.ts';
import { extraDatesId, extraQuantityId } from './extras-section.tsx';
import {
  fieldErrorText,
  guestFieldId,
  guestFieldLabelKey,
  guestFieldOrder,
  shownGuestFieldLabelKey,
} from './guest-form.tsx';
import { type GuestFieldRequirements, validateGuest, validateRoomGuest } from './guest-validation.ts';
import { validateAnswer } from './question-rules.ts';
import type { ShownQuestion } from './questions-api.ts';
import { roomGuestFieldId } from './room-guests.tsx';

export const TERMS_FIELD_ID = 'terms';

/**
 * Every problem of the guest-detail form in screen order (spec section 5): the guest, the room
 * guests, the questions, the extras, the terms and the uploads still running.
 */
export function collectIssues(input: {
  state: BookingState;
  locale: string;
  t: Translate;
  kanjiNameRequired: boolean;
  requirements: GuestFieldRequirements;
  today: string;
  questions: readonly ShownQuestion[];
  extras: readonly Extra[];
}): Issue[] {
  const { state, locale, t } = input;
  const issues: Issue[] = [];
  const guestErrors = validateGuest(state.guest, input);
  for (const field of guestFieldOrder(locale, input.requirements)) {
    const error = guestErrors[field];
    if (error) {
      issues.push({
        id: guestFieldId(field),
        label: t(shownGuestFieldLabelKey(field, state.guest, locale)),
        message: fieldErrorText(t, error),
      });
    }
  }
  const rooms = state.bookingDetails?.rooms ?? [];
  rooms.forEach((room, index) => {
    const errors = validateRoomGuest(room.guest, locale);
    for (const field of ['lastName', 'firstName'] as const) {
      const error = errors[field];
      if (!error) continue;
      issues.push({
        id: roomGuestFieldId(room.key, field),
        label: `${t('guestDetail.roomGuest', { number: index + 1 })} ${t(guestFieldLabelKey(field, locale))}`,
        message: fieldErrorText(t, error),
      });
    }
  });
  for (const shown of input.questions) {
    const answer = state.answers[answerKey(shown.source, shown.question.id)];
    for (const { id, error } of validateAnswer(shown, answer, rooms)) {
      // A room's part says which room (people per room, per-room questions).
      const index = rooms.findIndex((room) => id.endsWith(`-${room.key}`) || id.includes(`-${room.key}-`));
      const label =
        index === -1 || rooms.length === 1
          ? shown.question.name
          : `${shown.question.name} (${t('booking.roomLine', { number: index + 1, room: rooms[index]?.roomTypeName ?? '' })})`;
      issues.push({ id, label, message: fieldErrorText(t, error) });
    }
  }
  for (const extra of input.extras) {
    const selected = state.selectedExtras[String(extra.id)];
    if (!selected) continue;
    if (!quantityAllowed(extra, unitsOf(selected))) {
      issues.push({
        id: extraQuantityId(extra),
        label: extra.name,
        message: extraQuantityError(t, extra),
      });
    } else if (isDated(extra) && selected.deliveryDates.length === 0) {
      issues.push({ id: extraDatesId(extra), label: extra.name, message: t('guestDetail.errorExtraDates') });
    }
  }
  if (!state.termsAccepted) {
    issues.push({
      id: TERMS_FIELD_ID,
      label: t('guestDetail.termsLink'),
      message: t('guestDetail.errorTerms'),
    });
  }
  return issues;
}
