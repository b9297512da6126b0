import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberCards } from '../../db/tables/member-cards.table.ts';
import type { CardOwner, MemberCardRecord } from './member-cards.types.ts';

/** The saved cards' SQL: every query is scoped to the member and brand that own the card. */

const toRecord = (row: typeof memberCards.$inferSelect): MemberCardRecord => ({
  ...row,
  cardBrand: row.cardBrand as MemberCardRecord['cardBrand'],
});

const owned = (owner: CardOwner) =>
  and(eq(memberCards.memberId, owner.memberId), eq(memberCards.brandId, owner.brandId));

/** The owner's cards kept at `gateway`, newest first. */
export async function findCards(db: Db, owner: CardOwner, gateway: string): Promise<MemberCardRecord[]> {
  const rows = await db
    .select()
    .from(memberCards)
    .where(and(owned(owner), eq(memberCards.gateway, gateway)))
    .orderBy(desc(memberCards.createdAt), desc(memberCards.id));
  return rows.map(toRecord);
}

/** One card of the owner at `gateway`; undefined for an unknown id and for anyone else's card alike. */
export async function findCard(
  db: Db,
  owner: CardOwner,
  gateway: string,
  id: number,
): Promise<MemberCardRecord | undefined> {
  const rows = await db
    .select()
    .from(memberCards)
    .where(and(owned(owner), eq(memberCards.gateway, gateway), eq(memberCards.id, id)))
    .limit(1);
  return rows[0] && toRecord(rows[0]);
}

export type KeptCardRow = Omit<MemberCardRecord, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Keeps the card the gateway answered; the same reference again (a replayed payment, a card kept twice
 * that the gateway merged) updates what is shown of it instead of adding a second one.
 */
export async function upsertCard(db: Db, row: KeptCardRow, at: Date): Promise<void> {
  await db
    .insert(memberCards)
    .values({ ...row, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [memberCards.memberId, memberCards.gateway, memberCards.gatewayRef],
      set: {
        cardBrand: row.cardBrand,
        last4: row.last4,
        holderName: row.holderName,
        expiryMonth: row.expiryMonth,
        expiryYear: row.expiryYear,
        updatedAt: at,
      },
    });
}

/** Removes one card of the owner; false when the owner has no such card. */
export async function deleteCard(db: Db, owner: CardOwner, id: number): Promise<boolean> {
  const deleted = await db
    .delete(memberCards)
    .where(and(owned(owner), eq(memberCards.id, id)))
    .returning({ id: memberCards.id });
  return deleted.length > 0;
}

/** Removes every card of a member (an erased account) and answers where each was kept. */
export async function deleteAllCards(
  db: Db,
  memberId: number,
): Promise<Pick<MemberCardRecord, 'gateway' | 'gatewayRef'>[]> {
  return db
    .delete(memberCards)
    .where(eq(memberCards.memberId, memberId))
    .returning({ gateway: memberCards.gateway, gatewayRef: memberCards.gatewayRef });
}
