import type { Locale } from '@yadori/contract/locales';
import type { KidsTier } from '@yadori/contract/settings.schema';
import {
  activeTiers,
  companionTier,
  defaultRoom,
  type RoomParty,
  roomsLimit,
  type SearchSettings,
} from './room-party.ts';

/** How far the steppers of one room may go: guests per room and children per adult (spec section 5). */
export function guestLimits(
  room: RoomParty,
  settings: SearchSettings,
): { maxAdults: number; maxChildren: number } {
  const max = settings.max_guests_per_room;
  return {
    maxAdults: Math.max(1, max - room.children),
    maxChildren: Math.max(
      0,
      Math.min(max - room.adults, room.adults * settings.kids_setting.max_children_per_adult),
    ),
  };
}

/** Keeps companion counts within the adults and the companion-tier children. */
function withCompanions(room: RoomParty, settings: SearchSettings): RoomParty {
  const companion = companionTier(settings);
  const companionChildren = companion ? room.kidsTiers.filter((code) => code === companion.code).length : 0;
  return {
    ...room,
    adultCompanion: Math.min(room.adultCompanion, room.adults),
    kidTierACompanion: Math.min(room.kidTierACompanion, companionChildren),
  };
}

export function withAdults(room: RoomParty, adults: number, settings: SearchSettings): RoomParty {
  const next = Math.min(Math.max(adults, 1), guestLimits(room, settings).maxAdults);
  return withCompanions({ ...room, adults: next }, settings);
}

/** One child of tier `code` more (`step` 1) or fewer (-1); the codes stay in the hotel's tier order. */
export function withTierChild(
  room: RoomParty,
  code: string,
  step: 1 | -1,
  settings: SearchSettings,
): RoomParty {
  let codes = [...room.kidsTiers];
  if (step === 1) {
    if (room.children >= guestLimits(room, settings).maxChildren) return room;
    const order = activeTiers(settings).map((tier) => tier.code);
    codes.push(code);
    codes.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  } else {
    const at = codes.lastIndexOf(code);
    if (at < 0) return room;
    codes = codes.filter((_, index) => index !== at);
  }
  return withCompanions({ ...room, kidsTiers: codes, children: codes.length }, settings);
}

/** share_bed mode: a plain children count. */
export function withChildCount(room: RoomParty, children: number, settings: SearchSettings): RoomParty {
  const next = Math.min(Math.max(children, 0), guestLimits(room, settings).maxChildren);
  return { ...room, children: next };
}

/** Ages mode: a child more (its age not chosen yet, -1) or the last one fewer. */
export function withAgeChild(room: RoomParty, step: 1 | -1, settings: SearchSettings): RoomParty {
  if (step === 1 && room.children >= guestLimits(room, settings).maxChildren) return room;
  const ages = step === 1 ? [...room.kidsAges, -1] : room.kidsAges.slice(0, -1);
  return { ...room, kidsAges: ages, children: ages.length };
}

export function withChildAge(room: RoomParty, index: number, age: number): RoomParty {
  return { ...room, kidsAges: room.kidsAges.map((old, i) => (i === index ? age : old)) };
}

/** A default room more, while under the multi-room limit. */
export function withRoomAdded(rooms: readonly RoomParty[], settings: SearchSettings): RoomParty[] {
  return rooms.length < roomsLimit(settings) ? [...rooms, defaultRoom(settings)] : [...rooms];
}

/** Room `index` removed; the last room stays. */
export function withRoomRemoved(rooms: readonly RoomParty[], index: number): RoomParty[] {
  return rooms.length > 1 ? rooms.filter((_, i) => i !== index) : [...rooms];
}

/** A tier's name in `locale` (English, then any, then the code when the hotel gave none). */
export function tierName(tier: KidsTier, locale: Locale): string {
  const names = tier.translations_attributes;
  return (
    names.find((n) => n.locale === locale)?.name ??
    names.find((n) => n.locale === 'en')?.name ??
    names[0]?.name ??
    tier.code
  );
}
