import type { Locale } from '@yadori/contract/locales';
import type { NamedTranslation } from '@yadori/contract/search.schema';
import type { Translation } from '@yadori/contract/settings.schema';

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

export interface RoomPicture {
  label: string;
  wall: string;
  beds: number;
  view: boolean;
}

/** The picture's file name: readable and unique per drawing. */
export function roomPictureFile(picture: RoomPicture): string {
  const slug = picture.label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${picture.beds}-${picture.wall.replace('#', '')}${picture.view ? '-view' : ''}.svg`;
}

/**
 * A small drawn room picture (no photographs in the repository): wall colour, a bed per bed, the room's
 * label. Served as a file rather than a data URL, so search answers stay small.
 */
export function roomPictureSvg({ label, wall, beds, view }: RoomPicture): string {
  const bedWidth = Math.min(120, 280 / beds);
  const bedShapes = Array.from({ length: beds }, (_, i) => {
    const x = 30 + i * (bedWidth + 10);
    return `<rect x="${x}" y="120" width="${bedWidth}" height="50" rx="6" fill="#ffffff"/><rect x="${x}" y="110" width="${bedWidth}" height="14" rx="4" fill="#d9cbb8"/>`;
  }).join('');
  const window = view
    ? '<rect x="230" y="25" width="120" height="70" fill="#a8d5ef"/><path d="M230 95 L270 55 L300 80 L325 60 L350 95Z" fill="#6b9e5e"/>'
    : '<rect x="250" y="25" width="90" height="60" fill="#dbe9f4"/>';
  const text = label.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="225" viewBox="0 0 400 225" role="img"><title>${text}</title><rect width="400" height="225" fill="${wall}"/><rect y="170" width="400" height="55" fill="#b08a62"/>${window}${bedShapes}<text x="20" y="40" font-size="18" font-family="sans-serif" fill="#333333">${text}</text></svg>\n`;
}

/** The address of a room picture. */
export function roomPictureUrl(picture: RoomPicture): string {
  return `${ROOM_PICTURES_PATH}/${roomPictureFile(picture)}`;
}
