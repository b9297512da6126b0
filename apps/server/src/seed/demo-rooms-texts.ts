import type { Locale } from '@yadori/contract/locales';
import type { NamedTranslation } from '@yadori/contract/search.schema';
import type { Translation } from '@yadori/contract/settings.schema';
import { drawRoom, type RoomScene } from './room-picture-drawing.ts';

/** [name, description] per locale. */
export type NamedTexts = Record<Locale, readonly [string, string]>;

export function namedTranslations(texts: NamedTexts): NamedTranslation[] {
  return (Object.entries(texts) as [Locale, readonly [string, string]][]).map(
    ([locale, [name, description]]) => ({
      locale,
      name,
      description,
    }),
  );
}

export function nameRows(texts: Record<Locale, string>): Translation[] {
  return (Object.entries(texts) as [Locale, string][]).map(([locale, name]) => ({ locale, name }));
}

/** Where the drawn room pictures are served: files in apps/demo-site/images/rooms (see room-pictures.test.ts). */
export const ROOM_PICTURES_PATH = '/demo/images/rooms';

export interface RoomPicture extends RoomScene {}

/** The picture's file name: readable and unique per drawing. */
export function roomPictureFile(picture: RoomPicture): string {
  const slug = picture.label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${picture.beds}-${picture.wall.replace('#', '')}${picture.view ? '-view' : ''}.svg`;
}

/**
 * The room's picture (no photographs in the repository): a drawn hotel-room scene in the room's wall
 * colour with its beds or futons, its view and its light (room-picture-drawing.ts). Served as a file
 * rather than a data URL, so search answers stay small.
 */
export function roomPictureSvg(picture: RoomPicture): string {
  return drawRoom(picture);
}

/** The address of a room picture. */
export function roomPictureUrl(picture: RoomPicture): string {
  return `${ROOM_PICTURES_PATH}/${roomPictureFile(picture)}`;
}
