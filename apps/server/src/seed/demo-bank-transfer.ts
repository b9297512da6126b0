import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { hotelBankTransferSettings } from '../db/tables/reservations.table.ts';
import { DEMO_HOTELS } from './seed-facts.ts';

/**
 * Bank transfer details of the demo hotels (a fictional bank) and the demo plans that take bank
 * transfers or a later invoice, so every payment method of spec section 3 can be tried.
 */
export async function seedDemoBankTransfer(db: Db): Promise<void> {
  const japanese = [DEMO_HOTELS.hanamiTokyo, DEMO_HOTELS.hanamiKyoto, DEMO_HOTELS.yamabukiRyokan];
  await db.insert(hotelBankTransferSettings).values([
    ...japanese.map((hotel, i) => ({
      hotelId: hotel.id,
      bankName: 'さくら銀行 (Sakura Bank)',
      branchName: i === 2 ? '箱根支店 (Hakone)' : '本店 (Head Office)',
      accountType: '普通 (Ordinary)',
      accountNumber: `00${1234567 + i}`.slice(-7),
      accountHolder: i === 2 ? 'ヤマブキリヨカン' : 'ハナミホテルズ',
      deadlineDays: 7,
    })),
    {
      hotelId: DEMO_HOTELS.hanamiSeoul.id,
      bankName: '한빛은행 (Hanbit Bank)',
      branchName: '명동지점 (Myeongdong)',
      accountType: '보통예금 (Savings)',
      accountNumber: '110-234-567890',
      accountHolder: 'HANAMI SEOUL',
      deadlineDays: 5,
    },
  ]);
  // Tokyo's room-only plan also takes bank transfers; Kyoto's room-only plan a later invoice and a card
  // kept as a guarantee.
  await db.execute(sql`
    update hotel_plans set payment_methods = array['on_site', 'credit_card', 'bank_transfer']
      where hotel_id = ${DEMO_HOTELS.hanamiTokyo.id} and code = 'ROOM-ONLY' and not site_controller_limited`);
  await db.execute(sql`
    update hotel_plans set payment_methods = array['on_site', 'credit_card', 'deferred_payment', 'on_site_credit_card_required']
      where hotel_id = ${DEMO_HOTELS.hanamiKyoto.id} and code = 'ROOM-ONLY' and not site_controller_limited`);
}
