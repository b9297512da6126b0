import { HEADERS } from '@yadori/contract/headers';
import type { Locale } from '@yadori/contract/locales';
import {
  STAFF_SESSION_IDLE_MINUTES,
  type StaffAbility,
  type StaffRole,
  staffMay,
} from '@yadori/contract/staff.constants';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/tokens.ts';
import { staffAccessErrors } from './staff-access.errors.ts';
import {
  extendStaffSession,
  findBrandHotel,
  findLiveStaffSession,
  insertAudit,
  listBrandHotels,
  type StaffHotelRow,
} from './staff-access.repository.ts';

export type { StaffHotelRow } from './staff-access.repository.ts';

/**
 * Who is calling the console API (decision 058): a signed-in staff account, its brand, role and the
 * hotels it may act on. Every console query is scoped from this, never from what the request names.
 */
export interface StaffPrincipal {
  sessionId: number;
  id: number;
  brandId: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
  /** `all` for a brand admin (every hotel of the brand), else the named hotels. */
  hotelIds: readonly number[] | 'all';
  /**
   * When set, what the principal may do in place of its role's abilities: a partner API key's scopes
   * (decision 059). Its `id` is then 0 (no staff account) and `email` names it in the audit log.
   */
  abilities?: readonly StaffAbility[];
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
/** A session's idle expiry is written again only when it has moved on by this much (not every call). */
const EXTEND_STEP_MS = 60_000;

/** The bearer token of a console call, or null. */
export function staffTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[HEADERS.authorization];
  const match = typeof header === 'string' ? BEARER.exec(header) : null;
  return match?.[1] ?? null;
}

/** The staff account behind the request's bearer token; 401 when there is none that is live. */
export async function requireStaff(db: Db, request: FastifyRequest, now: Date): Promise<StaffPrincipal> {
  const token = staffTokenOf(request);
  if (!token) throw staffAccessErrors.signInRequired();
  const row = await findLiveStaffSession(db, hashToken(token), now);
  if (!row) throw staffAccessErrors.signInRequired();
  const idleEnd = new Date(now.getTime() + STAFF_SESSION_IDLE_MINUTES * 60_000);
  if (idleEnd.getTime() - row.expiresAt.getTime() >= EXTEND_STEP_MS) {
    await extendStaffSession(db, row.sessionId, idleEnd);
  }
  return {
    sessionId: row.sessionId,
    id: row.userId,
    brandId: row.brandId,
    email: row.email,
    name: row.name,
    role: row.role,
    locale: row.locale,
    hotelIds: row.role === 'brand_admin' ? 'all' : row.hotelIds,
  };
}

/** 403 unless the principal's role grants `ability`. */
export function requireAbility(principal: StaffPrincipal, ability: StaffAbility): void {
  if (!principalMay(principal, ability)) throw staffAccessErrors.notAllowed();
}

/** True when the principal may do `ability`: by its own abilities (an API key's) or else its role's. */
export function principalMay(principal: StaffPrincipal, ability: StaffAbility): boolean {
  return principal.abilities ? principal.abilities.includes(ability) : staffMay(principal.role, ability);
}

/** The staff account behind a principal, or null (the CLI, the seed, a partner API key). */
export const staffUserIdOf = (principal: Pick<StaffPrincipal, 'id'>): number | null =>
  principal.id > 0 ? principal.id : null;

/** True when the principal may act on hotel `hotelId` of its brand (the brand itself is checked by the caller's query). */
export function seesHotel(principal: StaffPrincipal, hotelId: number): boolean {
  return principal.hotelIds === 'all' || principal.hotelIds.includes(hotelId);
}

/**
 * The hotel `hotelId` when the principal may act on it with `ability`: 404 when it is not a hotel of
 * the principal's brand or not one of its named hotels (whether it exists elsewhere is not told), 403
 * when it is but the role lacks the ability.
 */
export async function requireStaffHotel(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  ability: StaffAbility,
): Promise<StaffHotelRow> {
  const hotel = seesHotel(principal, hotelId) ? await findBrandHotel(db, principal.brandId, hotelId) : null;
  if (!hotel) throw staffAccessErrors.hotelNotFound();
  requireAbility(principal, ability);
  return hotel;
}

/** The hotels the principal may see, by id. */
export function staffHotels(db: Db, principal: StaffPrincipal): Promise<StaffHotelRow[]> {
  return listBrandHotels(db, principal.brandId, principal.hotelIds);
}

/** One audited change: who did what to which entity, the state before and after (decision 058). */
export interface AuditEntry {
  /** The staff account, or null for the CLI and the seed. */
  principal: Pick<StaffPrincipal, 'id' | 'email'> | null;
  brandId: number;
  hotelId?: number | null;
  /** `entity.verb`, lower case with underscores: `rates.bulk_edit`, `reservation.no_show`. */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes `entry` to the audit log; call it in the transaction of the change it records. */
export async function recordAudit(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  await insertAudit(db, {
    brandId: entry.brandId,
    hotelId: entry.hotelId ?? null,
    staffUserId: entry.principal ? staffUserIdOf(entry.principal) : null,
    actor: entry.principal?.email ?? 'cli',
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now,
  });
}
