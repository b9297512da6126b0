import type { Locale } from '@yadori/contract/locales';
import {
  ORGANIZATION_EXPORT_KEEP_HOURS,
  ORGANIZATION_EXPORTS_PER_DAY,
} from '@yadori/contract/organization.constants';
import type { OrganizationExport } from '@yadori/contract/organization.schema';
import type { Db } from '../../db/database.ts';
import { csvForExcel, toCsv } from '../../lib/csv.ts';
import { encryptedZip } from '../../lib/encrypted-zip.ts';
import { keyFromSecret, openText, sealText } from '../../lib/sealed-text.ts';
import { EXPORT_TEXTS } from './organization-exports.texts.ts';
import { organizationErrors } from './organizations.errors.ts';
import {
  countExportsSince,
  type ExportRow,
  findExport,
  findExportById,
  findOrganizationReservations,
  insertExport,
  listExports,
  lockOrganization,
  readExportFile,
  saveBuiltExport,
} from './organizations.repository.ts';
import { requireAdmin, toOrganizationReservation } from './organizations.service.ts';

/** What the sealed password of an export is sealed for. */
const PASSWORD_PURPOSE = 'organization-export-password';
/** Rows one export holds at most: a year of a large company's stays, well within one file. */
const MAX_ROWS = 100_000;
const KEEP_MS = ORGANIZATION_EXPORT_KEEP_HOURS * 60 * 60 * 1000;
/** Exports listed for the admin. */
const LISTED = 20;

type AdminInput = { brandId: number; organizationId: number; authorization: string | undefined; now: Date };

/** Whether a built export's time is up (its zip may still wait for the job that erases it). */
const timeIsUp = (row: ExportRow, now: Date) =>
  row.expiresAt !== null && Date.parse(row.expiresAt) <= now.getTime();

/** An export as the admin sees it at `now`: expired from its expiry on, whether or not erased yet. */
function toWire(row: ExportRow, now: Date): OrganizationExport {
  return {
    id: row.id,
    status: row.status === 'ready' && timeIsUp(row, now) ? 'expired' : row.status,
    checkin_from: row.checkinFrom,
    checkin_to: row.checkinTo,
    row_count: row.rowCount,
    file_name: row.fileName,
    created_at: new Date(row.createdAt).toISOString(),
    expires_at: row.expiresAt === null ? null : new Date(row.expiresAt).toISOString(),
  };
}

/** The start of `now`'s UTC day: the daily limit counts from there. */
const dayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * `POST …/organizations/{id}/exports` (its admins only): records the export with the password sealed
 * under the server's export secret and enqueues its job (`enqueue`, in the same transaction) — or 429
 * 1600 when the organization asked for ORGANIZATION_EXPORTS_PER_DAY today. Requests of one organization
 * take turns on its row, so two at once cannot both take the last one of the day.
 */
export async function requestExport(
  db: Db,
  input: AdminInput & {
    checkinFrom: string;
    checkinTo: string;
    password: string;
    locale: Locale;
    secret: string;
    enqueue: (tx: Db, exportId: number) => Promise<unknown>;
  },
): Promise<OrganizationExport> {
  const { caller, organization } = await requireAdmin(db, input);
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockOrganization(tx, organization.id);
    if ((await countExportsSince(tx, organization.id, dayStart(input.now))) >= ORGANIZATION_EXPORTS_PER_DAY)
      throw organizationErrors.exportLimit();
    const inserted = await insertExport(tx, {
      organizationId: organization.id,
      requestedBy: caller.memberId,
      checkinFrom: input.checkinFrom,
      checkinTo: input.checkinTo,
      locale: input.locale,
      passwordSealed: sealText(input.password, keyFromSecret(input.secret, PASSWORD_PURPOSE)),
      // No names in it: a zip's file names can be read without its password.
      fileName: `reservations_${input.checkinFrom}_${input.checkinTo}.zip`,
      now: input.now,
    });
    await input.enqueue(tx, inserted.id);
    return inserted;
  });
  return toWire(row, input.now);
}

/** `GET …/exports` (its admins only): the latest exports, newest first. */
export async function organizationExports(db: Db, input: AdminInput): Promise<OrganizationExport[]> {
  const { organization } = await requireAdmin(db, input);
  return (await listExports(db, organization.id, LISTED)).map((row) => toWire(row, input.now));
}

/** An export of the admin's organization, or 404 1252. */
async function adminExport(db: Db, input: AdminInput & { exportId: number }) {
  const { organization } = await requireAdmin(db, input);
  const row = await findExport(db, organization.id, input.exportId);
  if (!row) throw organizationErrors.exportNotFound();
  return { organization, row };
}

/** `GET …/exports/{exportId}` (its admins only). */
export async function organizationExport(
  db: Db,
  input: AdminInput & { exportId: number },
): Promise<OrganizationExport> {
  return toWire((await adminExport(db, input)).row, input.now);
}

/**
 * `GET …/exports/{exportId}/download` (its admins only): the zip and its file name. 409 1200 while
 * its job runs, 410 1250 once its time is up (even before the job erasing it ran), 404 1252 when
 * there is none or it failed.
 */
export async function downloadExport(
  db: Db,
  input: AdminInput & { exportId: number },
): Promise<{ fileName: string; zip: Buffer }> {
  const { organization, row } = await adminExport(db, input);
  if (row.status === 'pending') throw organizationErrors.exportNotReady();
  if (row.status === 'expired' || timeIsUp(row, input.now)) throw organizationErrors.exportExpired();
  const zip = row.status === 'ready' ? await readExportFile(db, organization.id, row.id) : null;
  if (!zip) throw organizationErrors.exportNotFound();
  return { fileName: row.fileName, zip };
}

/**
 * Builds export `exportId` (its job): the organization's reservations checking in over its period, as
 * a CSV in its language (UTF-8 with a BOM, safe against formula injection) zipped with AES-256 under
 * the admin's password, kept until KEEP_MS from now with its erasure scheduled in the same
 * transaction. Answers null when there was nothing to build (gone, or built already). A password that cannot be opened (sealed by an instance
 * with another DATA_EXPORT_SECRET) fails the export.
 */
export async function buildExport(
  db: Db,
  input: {
    exportId: number;
    secret: string;
    now: Date;
    /** Schedules the zip's erasure, in the transaction that keeps it. */
    scheduleExpiry: (tx: Db, expiresAt: Date) => Promise<unknown>;
  },
): Promise<'built' | 'failed' | null> {
  const row = await findExportById(db, input.exportId);
  if (row?.status !== 'pending' || row.passwordSealed === null) return null;
  const password = openText(row.passwordSealed, keyFromSecret(input.secret, PASSWORD_PURPOSE));
  if (password === null) return 'failed';
  const locale = row.locale as Locale;
  const { rows } = await findOrganizationReservations(
    db,
    { organizationId: row.organizationId, checkinFrom: row.checkinFrom, checkinTo: row.checkinTo },
    { limit: MAX_ROWS, offset: 0 },
  );
  const texts = EXPORT_TEXTS[locale] ?? EXPORT_TEXTS.en;
  const csv = toCsv(
    texts.columns,
    rows.map((stored) => {
      const r = toOrganizationReservation(stored, locale);
      return [
        r.number,
        r.hotel_name,
        texts.statuses[r.status],
        r.checkin_date,
        r.checkout_date,
        r.nights,
        r.room_count,
        r.room_nights,
        r.guest_name,
        r.booker_name,
        r.booker_email,
        r.total_price,
        r.currency,
        r.referrer_code,
        r.created_at,
      ];
    }),
  );
  const zip = await encryptedZip(
    [{ name: row.fileName.replace(/\.zip$/, '.csv'), data: csvForExcel(csv) }],
    password,
    input.now,
  );
  const expiresAt = new Date(input.now.getTime() + KEEP_MS);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await saveBuiltExport(tx, row.id, { zip, rowCount: rows.length, now: input.now, expiresAt })))
      return null;
    await input.scheduleExpiry(tx, expiresAt);
    return 'built' as const;
  });
}
