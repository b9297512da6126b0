import { z } from 'zod';

/**
 * File attachments (spec sections 5, 7, 9): `POST /book/hotels/{hotelId}/file_attachments`, multipart
 * with one part `file`. Images (JPEG, PNG, GIF, WebP, HEIC) and PDF, at most 80 MB each; a booking
 * references at most 30 by id.
 */

/** Kinds a file may be; recognised from its first bytes, never from its name or declared type. */
export const ATTACHMENT_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'application/pdf',
] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

export const fileAttachmentSchema = z.object({
  /** Unguessable; the booking's file answers carry it. */
  id: z.string(),
  file_name: z.string(),
  content_type: z.enum(ATTACHMENT_CONTENT_TYPES),
  size: z.number().int(),
  sha256: z.string(),
  created_at: z.string(),
});
export type FileAttachment = z.infer<typeof fileAttachmentSchema>;

export const fileAttachmentResponseSchema = z.object({ data: fileAttachmentSchema });
