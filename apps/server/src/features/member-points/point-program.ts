import { isLocale, type Locale } from '@yadori/contract/locales';
import type { MemberProvider } from '@yadori/contract/membership.schema';
import type { PointProgram } from '@yadori/contract/points.schema';
import { currencySchema } from '@yadori/contract/settings.schema';
import type { Db } from '../../db/database.ts';
import { pointsOpenTo } from '../membership-programs/membership-programs.service.ts';
import { findPointProgram } from './member-points.repository.ts';
import type { PointProgramView } from './member-points.types.ts';

/** The brand's point programme, or null when it has none. */
export async function loadProgram(db: Db, brandId: number): Promise<PointProgramView | null> {
  const row = await findPointProgram(db, brandId);
  if (!row) return null;
  const names: Partial<Record<Locale, string>> = {};
  for (const t of row.translations) if (isLocale(t.locale) && t.name) names[t.locale] = t.name;
  return {
    brandId: row.brandId,
    enabled: row.enabled,
    name: row.name,
    names,
    currency: row.currency,
    timeZone: row.timeZone,
    defaultEarnPercent: row.defaultEarnPercent,
    spendingIncrement: row.spendingIncrement,
    spendingMinimum: row.spendingMinimum,
    expiryMonths: row.expiryMonths,
    giftCodeExchange: row.giftCodeExchange,
    earnRates: new Map(row.earnRates.map((r) => [r.rankId, r.percent])),
  };
}

/** Spec §6: points only when the brand's programme is on and the member did not sign in through a partner. */
export function usableFor(
  program: PointProgramView | null,
  provider: MemberProvider | undefined,
): program is PointProgramView {
  return program?.enabled === true && pointsOpenTo(provider);
}

/** The percent of a stay a member of `rankId` earns. */
export function earnPercent(program: PointProgramView, rankId: number | null): number {
  return (rankId !== null ? program.earnRates.get(rankId) : undefined) ?? program.defaultEarnPercent;
}

/** The points' name in `locale`, else in the brand's own language. */
export function pointNaming(program: PointProgramView, locale: Locale): string {
  return program.names[locale] ?? program.name;
}

/** The programme as the widget reads it (spec §3 point_program translations with point_naming). */
export function toWireProgram(program: PointProgramView, locale: Locale): PointProgram {
  return {
    point_naming: pointNaming(program, locale),
    translations: Object.entries(program.names).map(([l, point_naming]) => ({
      locale: l as Locale,
      point_naming,
    })),
    spending_increment: program.spendingIncrement,
    spending_minimum: program.spendingMinimum,
    currency: currencySchema.parse(program.currency),
    expiry_months: program.expiryMonths,
    exchange_available: program.giftCodeExchange,
  };
}
