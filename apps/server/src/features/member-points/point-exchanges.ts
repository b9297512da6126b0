import { randomUUID } from 'node:crypto';
import { GIFT_CODE_VALID_DAYS, type PointExchangeType } from '@yadori/contract/points.constants';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  type GiftCodeProvider,
  GiftCodeUnavailableError,
  type IssuedGiftCode,
} from '../../platform/gift-codes/gift-code-provider.ts';
import type { SignedInMember } from '../member-sessions/member-sessions.types.ts';
import { pointErrors } from './member-points.errors.ts';
import { appendEntry, lockBalance } from './member-points.repository.ts';
import type { PointProgramView } from './member-points.types.ts';
import { settleExpiry } from './point-expiry.ts';
import { type ExchangeRow, findExchangeByKey, insertExchange } from './point-history.repository.ts';
import { loadProgram, usableFor } from './point-program.ts';

export interface ExchangeDeps {
  db: Db;
  now: () => Date;
  giftCodes: GiftCodeProvider;
}

export interface ExchangeInput {
  member: Pick<SignedInMember, 'memberId' | 'brandId' | 'provider'>;
  amount: number;
  exchangeType: PointExchangeType;
  /** The request's Idempotency-Key, if it sent one. */
  requestKey?: string;
  /** The brand's account at the provider (brand settings digico_partner_code). */
  partnerCode: string | null;
}

/** Spec §6: the programme must be usable by the member and offer gift codes (Japan-only brands). */
function exchangeProgram(program: PointProgramView | null, input: ExchangeInput): PointProgramView {
  if (!usableFor(program, input.member.provider)) throw pointErrors.pointsUnavailable();
  if (!program.giftCodeExchange) throw pointErrors.exchangeNotOffered();
  // Spec §5: the exchange needs a valid amount, by the programme's spending rules.
  if (input.amount < program.spendingMinimum || input.amount <= 0) {
    throw pointErrors.exchangeBelowMinimum(Math.max(program.spendingMinimum, program.spendingIncrement));
  }
  if (input.amount % program.spendingIncrement !== 0) {
    throw pointErrors.exchangeNotInIncrements(program.spendingIncrement);
  }
  return program;
}

/**
 * Exchanges points for a gift code valid 180 days (spec §1, §9), all or nothing: under the member's
 * balance lock, points past their day expire, the amount is checked against what is left (2401), the
 * provider issues the code, and the exchange and its ledger entry are written — in one transaction, so
 * a provider that is down (3202) or a failed commit spends nothing (a code issued for a commit that
 * failed is withdrawn at the provider). With an Idempotency-Key a retry answers the first exchange.
 */
export async function exchangePoints(
  deps: ExchangeDeps,
  input: ExchangeInput,
): Promise<{ exchange: ExchangeRow; remaining: number }> {
  const { memberId, brandId } = input.member;
  const program = exchangeProgram(await loadProgram(deps.db, brandId), input);
  const keyHash = input.requestKey ? hashToken(input.requestKey) : null;
  const requestId = `yadori:m${memberId}:${keyHash ?? randomUUID()}`;
  const now = deps.now();
  let issued: IssuedGiftCode | null = null;
  try {
    return await deps.db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      const balance = await lockBalance(tx, memberId, brandId);
      if (keyHash) {
        const first = await findExchangeByKey(tx, memberId, keyHash);
        if (first && (first.amount !== input.amount || first.exchangeType !== input.exchangeType)) {
          throw pointErrors.exchangeKeyReused();
        }
        if (first) return { exchange: first, remaining: balance.available };
      }
      const expired = await settleExpiry(tx, {
        program,
        memberId,
        brandId,
        available: balance.available,
        now,
      });
      const available = balance.available - expired;
      if (input.amount > available) {
        throw pointErrors.notEnoughPoints({
          available,
          requested: input.amount,
          pointNames: program.names,
          field: 'amount',
        });
      }
      issued = await deps.giftCodes.issue({
        requestId,
        amount: input.amount,
        currency: program.currency,
        exchangeType: input.exchangeType,
        partnerCode: input.partnerCode,
        issuedAt: now,
        validDays: GIFT_CODE_VALID_DAYS,
      });
      const exchange = await insertExchange(tx, {
        memberId,
        brandId,
        amount: input.amount,
        exchangeType: input.exchangeType,
        code: issued.code,
        providerReference: issued.reference,
        expiresAt: issued.expiresAt,
        requestKeyHash: keyHash,
        createdAt: now,
      });
      await appendEntry(tx, {
        memberId,
        brandId,
        kind: 'exchanged',
        availableDelta: -input.amount,
        futureDelta: 0,
        exchangeId: exchange.id,
        idempotencyKey: `exchanged:x${exchange.id}`,
        occurredAt: now,
      });
      return { exchange, remaining: available - input.amount };
    });
  } catch (error) {
    if (error instanceof GiftCodeUnavailableError) throw pointErrors.balanceUnavailable();
    const orphan = issued as IssuedGiftCode | null;
    if (orphan) await deps.giftCodes.cancel(orphan.reference).catch(() => undefined);
    throw error;
  }
}
