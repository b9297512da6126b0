import { createHash } from 'node:crypto';
import { MEDIA_KEY_PATTERN, type MediaContentType, mediaPath } from '@yadori/contract/staff-media.constants';
import type { StaffMedia } from '@yadori/contract/staff-media.schema';
import type { Db } from '../../db/database.ts';
import {
  recordAudit,
  requireStaffHotel,
  type StaffPrincipal,
  staffUserIdOf,
} from '../staff-accounts/staff-access.service.ts';
import { probeImage } from './image-probe.ts';
import { staffMediaErrors } from './staff-media.errors.ts';
import { findMedia, findMediaBytes, insertMedia, type MediaRecord } from './staff-media.repository.ts';

// The table's CHECK keeps the content type within the contract's list.
const toStaffMedia = (row: MediaRecord): StaffMedia => ({
  key: row.key,
  url: mediaPath(row.key),
  content_type: row.contentType as MediaContentType,
  byte_size: row.byteSize,
  width: row.width,
  height: row.height,
});

/**
 * `POST /staff/hotels/:hotelId/media`: checks the account may set up the hotel (404 outside its
 * hotels, 403 without `hotel.configure`) before a byte of the upload is read, then keeps the image
 * under the sha256 of its bytes — the same image twice is one row — and audits the upload as
 * `media.upload` (`kept_already` when the same bytes were uploaded before).
 */
export async function uploadMedia(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  readUpload: () => Promise<Buffer>,
  now: Date,
): Promise<StaffMedia> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.configure');
  const bytes = await readUpload();
  if (bytes.length === 0) throw staffMediaErrors.emptyFile();
  const probe = probeImage(bytes);
  if (!probe) throw staffMediaErrors.unsupportedType();
  const key = createHash('sha256').update(bytes).digest('hex');
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const created = await insertMedia(tx, {
      key,
      brandId: hotel.brandId,
      hotelId,
      uploadedBy: staffUserIdOf(principal),
      contentType: probe.contentType,
      byteSize: bytes.length,
      width: probe.width,
      height: probe.height,
      bytes,
    });
    const media = toStaffMedia((await findMedia(tx, key))!);
    await recordAudit(
      tx,
      {
        principal,
        brandId: hotel.brandId,
        hotelId,
        action: 'media.upload',
        entityType: 'media',
        entityId: key,
        after: { ...media, kept_already: !created },
      },
      now,
    );
    return media;
  });
}

/**
 * An image for `GET /media/:key`: its content type and bytes, or null for a key that is not one or
 * names nothing kept. Images are public: anyone with the address sees it, as on the hotel's pages.
 */
export async function publicMedia(
  db: Db,
  key: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  if (!MEDIA_KEY_PATTERN.test(key)) return null;
  return findMediaBytes(db, key);
}
