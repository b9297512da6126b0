import { LOCALES } from '@yadori/contract/locales';
import type { Db } from '../db/database.ts';
import { grantPoints, upsertPointProgram } from '../features/member-points/member-points.service.ts';
import { POINT_NAMING } from './demo-texts.ts';
import { DEMO_POINTS } from './seed-facts.ts';

/**
 * The Hanami brand's point programme (named in the five languages) and the demo members' starting
 * points, written through the points service like any other grant (see seed-facts.ts).
 */
export async function seedDemoPoints(db: Db, now: Date = new Date()): Promise<void> {
  const { program, balances } = DEMO_POINTS;
  await upsertPointProgram(db, {
    brandId: program.brandId,
    name: POINT_NAMING.ja,
    translations: LOCALES.map((locale) => ({ locale, name: POINT_NAMING[locale] })),
    currency: program.currency,
    timeZone: program.timeZone,
    defaultEarnPercent: program.defaultEarnPercent,
    spendingIncrement: program.spendingIncrement,
    spendingMinimum: program.spendingMinimum,
    expiryMonths: program.expiryMonths,
    giftCodeExchange: program.giftCodeExchange,
    earnRates: Object.entries(program.earnPercent).map(([rankId, percent]) => ({
      rankId: Number(rankId),
      percent,
    })),
  });
  for (const [memberId, amount] of Object.entries(balances)) {
    await grantPoints(db, {
      memberId: Number(memberId),
      brandId: program.brandId,
      amount,
      key: `demo-seed:m${memberId}`,
      now,
    });
  }
}
