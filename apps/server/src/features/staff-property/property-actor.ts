import type { StaffAbility } from '@yadori/contract/staff.constants';
import type { Db } from '../../db/database.ts';
import { staffAccessErrors } from '../staff-accounts/staff-access.errors.ts';
import {
  recordAudit,
  requireAbility,
  requireStaffHotel,
  type StaffPrincipal,
} from '../staff-accounts/staff-access.service.ts';
import { changeInRefusing } from '../staff-accounts/staff-changes.service.ts';
import { findHotel, type HotelRecord } from './property-hotels.repository.ts';
import { asCodeTaken } from './staff-property.errors.ts';

/** The staff CLI or a seed data file: trusted with one brand, audited as `cli`. */
export interface CliActor {
  cli: true;
  brandId: number;
  /** False: not written to the audit log (the demo seed, which would flood it with its catalogue). */
  audit?: boolean;
}

/**
 * Who sets up the property: a console account (its role and hotels are checked on every call) or the
 * CLI and data files, which load a brand through the same functions, validation and audit.
 */
export type PropertyActor = StaffPrincipal | CliActor;

const isCli = (actor: PropertyActor): actor is CliActor => 'cli' in actor;

/** The CLI acts as a brand admin of its one brand. */
export function principalOf(actor: PropertyActor): StaffPrincipal {
  if (!isCli(actor)) return actor;
  return {
    sessionId: 0,
    id: 0,
    brandId: actor.brandId,
    email: 'cli',
    name: 'cli',
    role: 'brand_admin',
    locale: 'en',
    hotelIds: 'all',
  };
}

/** 403 unless the actor's role grants `ability` (the CLI's always does). */
export function requireActorAbility(actor: PropertyActor, ability: StaffAbility): void {
  requireAbility(principalOf(actor), ability);
}

/**
 * The hotel `hotelId` when the actor may act on it with `ability` (404 outside its brand or named
 * hotels, 403 without the ability), as the console edits it.
 */
export async function hotelFor(
  db: Db,
  actor: PropertyActor,
  hotelId: number,
  ability: StaffAbility,
): Promise<HotelRecord> {
  const principal = principalOf(actor);
  await requireStaffHotel(db, principal, hotelId, ability);
  const hotel = await findHotel(db, principal.brandId, hotelId);
  if (!hotel) throw staffAccessErrors.hotelNotFound();
  return hotel;
}

/** One audited change of the property, in the transaction that makes it. */
export interface PropertyChange {
  brandId: number;
  hotelId?: number | null;
  action: string;
  entityType: string;
  entityId: number;
  before?: unknown;
  after?: unknown;
}

/** Writes the change to the audit log: the account, or `cli` (decision 058). */
export async function audit(tx: Db, actor: PropertyActor, change: PropertyChange, now: Date): Promise<void> {
  if (isCli(actor) && actor.audit === false) return;
  await recordAudit(tx, { ...change, principal: isCli(actor) ? null : actor }, now);
}

/** Writes the change of one of the hotel's set-up rows (room type, plan, policy…) to the audit log. */
export function auditInHotel(
  tx: Db,
  actor: PropertyActor,
  hotel: Pick<HotelRecord, 'id' | 'brandId'>,
  change: Omit<PropertyChange, 'brandId' | 'hotelId'>,
  now: Date,
): Promise<void> {
  return audit(tx, actor, { brandId: hotel.brandId, hotelId: hotel.id, ...change }, now);
}

/**
 * Runs `work` in one transaction; a code a concurrent change took first (a unique violation) comes
 * out as that code's refusal rather than a 500.
 */
export function changeIn<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return changeInRefusing(db, work, asCodeTaken);
}

export { mergeChecked } from '../staff-accounts/staff-changes.service.ts';
