import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { HotelWithBrand } from '../hotels/hotels.service.ts';
import {
  brandProgramRow,
  brandProgramRows,
  defaultProgramOf,
} from '../membership-programs/membership-programs.service.ts';
import { type AccountMailPayload, accountMailJob } from './member-account-mail.job.ts';
import { accountErrors } from './member-accounts.errors.ts';
import {
  insertLinkToken,
  type LinkPurpose,
  linkTokenSince,
  supersedeLinkTokens,
} from './member-accounts.repository.ts';

/** What every account call runs with. */
export interface AccountDeps {
  db: Db;
  now: () => Date;
  /** The widget's origin (mail links; a return address on it is always allowed). */
  publicUrl: string;
  /**
   * What other features keep of a member and forget when the account is erased (saved cards), run in
   * the erasing transaction; app.ts passes it, as those features sit above this one.
   */
  onErase?: (tx: Db, memberId: number) => Promise<void>;
}

/** A second mail of one kind within this time is not sent: the first one's link still works. */
export const MAIL_COOLDOWN_MS = 60_000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * A new mailed link: the member's earlier unused links of `purpose` end, the token is kept hashed,
 * and the mail job is queued in the same transaction. Null — nothing new — when a link of this
 * purpose went out less than MAIL_COOLDOWN_MS ago (a double click, or someone filling a mailbox).
 */
export async function mailNewLink(
  tx: Db,
  input: {
    memberId: number;
    hotelId: number;
    purpose: LinkPurpose;
    hours: number;
    /** Skip the mail when one of this purpose went out within MAIL_COOLDOWN_MS (default true). */
    cooldown?: boolean;
    now: Date;
    payload: Record<string, unknown>;
    mail: Omit<AccountMailPayload, 'memberId' | 'hotelId' | 'token' | 'dedupe'>;
  },
): Promise<boolean> {
  const { memberId, purpose, now } = input;
  const since = new Date(now.getTime() - MAIL_COOLDOWN_MS);
  if (input.cooldown !== false && (await linkTokenSince(tx, memberId, purpose, since))) return false;
  await supersedeLinkTokens(tx, memberId, [purpose], now);
  const token = newToken();
  const tokenHash = hashToken(token);
  await insertLinkToken(tx, {
    memberId,
    purpose,
    tokenHash,
    payload: input.payload,
    createdAt: now,
    expiresAt: new Date(now.getTime() + input.hours * HOUR_MS),
  });
  const dedupe = tokenHash.slice(0, 32);
  await accountMailJob.enqueue(
    tx,
    { ...input.mail, memberId, hotelId: input.hotelId, token, dedupe },
    { dedupeKey: `member_account:${dedupe}`, runAt: now },
  );
  return true;
}

/** The "you already have an account" notice: at most one an hour per member. */
export async function mailAlreadyRegistered(
  tx: Db,
  memberId: number,
  hotelId: number,
  now: Date,
): Promise<void> {
  const dedupe = `${memberId}:${Math.floor(now.getTime() / HOUR_MS)}`;
  await accountMailJob.enqueue(
    tx,
    { kind: 'alreadyRegistered', memberId, hotelId, dedupe },
    { dedupeKey: `member_account:already:${dedupe}`, runAt: now },
  );
}

/**
 * A return address for after a mailed link: only the widget's own origin or one the hotel embeds the
 * widget on (its `embed_origins`), so a link can never send a member to someone else's site.
 */
export function checkRedirect(
  url: string | undefined,
  hotel: HotelWithBrand,
  publicUrl: string,
): string | null {
  if (url === undefined) return null;
  let origin: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw accountErrors.redirectNotAllowed();
    origin = parsed.origin;
  } catch {
    throw accountErrors.redirectNotAllowed();
  }
  const allowed = [safeOrigin(publicUrl), ...(hotel.settings.embed_origins ?? []).map(safeOrigin)];
  if (!allowed.includes(origin)) throw accountErrors.redirectNotAllowed();
  return url;
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The program a sign-up joins: the named one if it is the brand's (else 422), otherwise the brand's
 * default (or first) program; the member starts at its lowest rank. A brand without programs: none.
 */
export async function signUpProgram(
  db: Db,
  brandId: number,
  programId: number | undefined,
): Promise<{ programId: number | null; rankId: number | null }> {
  const program =
    programId === undefined
      ? defaultProgramOf(await brandProgramRows(db, brandId))
      : await brandProgramRow(db, brandId, programId);
  if (programId !== undefined && !program) throw accountErrors.programNotFound();
  return { programId: program?.id ?? null, rankId: program?.ranks[0]?.id ?? null };
}
