/**
 * Images staff upload in the console (decision 058: logos, room photos), without Zod so the console
 * imports them as they are.
 */

/** The largest image the console may upload: 5 MiB (the `media_files_size` CHECK). */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** The kinds of image kept, told from their bytes, never from a name or a declared type. */
export const MEDIA_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

/** A media key: the sha256 of the bytes, lower-case hex. */
export const MEDIA_KEY_PATTERN = /^[0-9a-f]{64}$/;

/**
 * The public address of an uploaded image: same bytes, same address, cached for a year.
 * @example mediaPath('ab…') // '/media/ab…'
 */
export const mediaPath = (key: string) => `/media/${key}`;
