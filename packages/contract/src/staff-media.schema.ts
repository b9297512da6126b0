import { z } from 'zod';
import { MEDIA_CONTENT_TYPES, MEDIA_KEY_PATTERN } from './staff-media.constants.ts';

/** One uploaded image as the console sees it: where it is served, what it is and how large. */
export const staffMediaSchema = z.object({
  /** sha256 of the bytes (hex): the same image uploaded twice is one file. */
  key: z.string().regex(MEDIA_KEY_PATTERN),
  /** The public address, `/media/{key}`, to store in a logo or a room type's images. */
  url: z.string(),
  content_type: z.enum(MEDIA_CONTENT_TYPES),
  byte_size: z.number().int().min(1),
  /** Pixels, read from the image's header; null when the header does not say. */
  width: z.number().int().min(1).nullable(),
  height: z.number().int().min(1).nullable(),
});
export type StaffMedia = z.infer<typeof staffMediaSchema>;
export const staffMediaResponseSchema = z.object({ data: staffMediaSchema });
