import type { StaffLoginWidget, StaffLoginWidgetBody } from '@yadori/contract/staff-property.schema';
import type { Db } from '../../db/database.ts';
import { auditInHotel, changeIn, hotelFor, type PropertyActor } from './property-actor.ts';
import {
  findHotelLoginWidget,
  type LoginWidgetRow,
  saveHotelLoginWidget,
} from './property-login-widget.repository.ts';
import { fieldInvalid } from './staff-property.errors.ts';

/** What guests get while a hotel has no sign-in button (settings.service.ts `getSignInButton`). */
function noLoginWidget(hotelId: number): StaffLoginWidget {
  return {
    hotel_id: hotelId,
    configured: false,
    is_active: false,
    allow_signup: false,
    organization_login_widget_enabled: false,
    translations: [],
    privacy_url: null,
    term_of_use_url: null,
  };
}

function toStaffLoginWidget(row: LoginWidgetRow): StaffLoginWidget {
  return {
    hotel_id: row.hotelId,
    configured: true,
    is_active: row.isActive,
    allow_signup: row.allowSignup,
    organization_login_widget_enabled: row.organizationLoginWidgetEnabled,
    translations: row.translations,
    privacy_url: row.privacyUrl,
    term_of_use_url: row.termOfUseUrl,
  };
}

/** An absolute http(s) address, as the table's CHECK (`^https?://`) and a browser's link both need. */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//.test(value)) return false;
  try {
    return new URL(value).host !== '';
  } catch {
    return false;
  }
}

/** `GET …/login_widget`: the hotel's sign-in button, or the inactive one guests get without it. */
export async function loginWidgetOf(
  db: Db,
  actor: PropertyActor,
  hotelId: number,
): Promise<StaffLoginWidget> {
  await hotelFor(db, actor, hotelId, 'hotel.read');
  const row = await findHotelLoginWidget(db, hotelId);
  return row ? toStaffLoginWidget(row) : noLoginWidget(hotelId);
}

/**
 * `PUT …/login_widget`: replaces the sign-in button (422 naming a page address that is not http(s)).
 * The caller forgets the hotel's cached button so guests see the change.
 */
export async function changeLoginWidget(
  db: Db,
  actor: PropertyActor,
  hotelId: number,
  input: StaffLoginWidgetBody,
  now: Date,
): Promise<StaffLoginWidget> {
  const hotel = await hotelFor(db, actor, hotelId, 'hotel.configure');
  for (const field of ['privacy_url', 'term_of_use_url'] as const) {
    const url = input[field];
    if (url !== null && !isWebAddress(url)) throw fieldInvalid(field);
  }
  return changeIn(db, async (tx) => {
    const current = await findHotelLoginWidget(tx, hotelId, { lock: true });
    const after = toStaffLoginWidget(
      await saveHotelLoginWidget(tx, hotelId, {
        isActive: input.is_active,
        allowSignup: input.allow_signup,
        organizationLoginWidgetEnabled: input.organization_login_widget_enabled,
        translations: input.translations,
        privacyUrl: input.privacy_url,
        termOfUseUrl: input.term_of_use_url,
      }),
    );
    await auditInHotel(
      tx,
      actor,
      hotel,
      {
        action: 'login_widget.update',
        entityType: 'login_widget',
        entityId: hotelId,
        before: current ? toStaffLoginWidget(current) : null,
        after,
      },
      now,
    );
    return after;
  });
}
