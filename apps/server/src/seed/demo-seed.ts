import type { Db } from '../db/database.ts';
import { syncIdentitySequences } from '../db/sequences.ts';
import {
  findApiClientByName,
  insertApiClient,
  updateApiClientCredentials,
} from '../features/client-sessions/client-sessions.repository.ts';
import { insertBrand, insertHotel, isCatalogEmpty } from '../features/hotels/hotels.service.ts';
import { upsertLoginWidget } from '../features/settings/settings.repository.ts';
import { hashSecret, verifySecret } from '../lib/secret-hash.ts';
import { seedDemoBankTransfer } from './demo-bank-transfer.ts';
import { seedDemoCards } from './demo-cards.ts';
import { DEMO_BRAND_ROWS, DEMO_HOTEL_ROWS, DEMO_LOGIN_WIDGETS } from './demo-hotels.ts';
import { seedDemoMembers } from './demo-members.ts';
import { seedDemoNotices } from './demo-notices.ts';
import { seedDemoPoints } from './demo-points.ts';
import { seedDemoQuestions } from './demo-questions.ts';
import { seedDemoRooms } from './hotels/load-hotels.ts';
import {
  DEMO_BRAND_CLIENT,
  DEMO_BRANDS,
  DEMO_HOTEL_CLIENTS,
  DEMO_HOTELS,
  DEMO_WIDGET_CLIENT,
  type DemoHotelCode,
} from './seed-facts.ts';

/** Inserts the demo brands, hotels, client pairs, programs and members. Ids are fixed (see seed-facts.ts). */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const brand of DEMO_BRAND_ROWS) await insertBrand(tx, brand);
    for (const hotel of DEMO_HOTEL_ROWS) {
      const id = await insertHotel(tx, hotel);
      await upsertLoginWidget(tx, id, DEMO_LOGIN_WIDGETS[hotel.code as DemoHotelCode]);
    }
    for (const hotel of Object.values(DEMO_HOTELS)) {
      const pair = DEMO_HOTEL_CLIENTS[hotel.code];
      await insertApiClient(tx, {
        name: `${hotel.code} demo pair`,
        key: pair.key,
        secretHash: await hashSecret(pair.secret),
        scope: 'hotel',
        hotelId: hotel.id,
      });
    }
    await insertApiClient(tx, {
      name: 'hanami brand demo pair',
      key: DEMO_BRAND_CLIENT.key,
      secretHash: await hashSecret(DEMO_BRAND_CLIENT.secret),
      scope: 'brand',
      brandId: DEMO_BRANDS.hanami.id,
    });
    await syncIdentitySequences(tx, ['hotel_brands', 'hotels']);
    // Programs, ranks and confirmed members with the demo password (see seed-facts.ts).
    await seedDemoMembers(tx);
    // The Hanami point programme and the demo members' starting points.
    await seedDemoPoints(tx);
    // Each hotel's data file (hotels/*.ts) through the console's set-up services: rooms, plans, a year
    // of inventory and rates (dates relative to today, see demo-rooms-facts.ts).
    await seedDemoRooms(tx);
    await seedDemoQuestions(tx);
    await seedDemoNotices(tx);
    await seedDemoBankTransfer(tx);
    // Hanako's saved VISA, kept in the sandbox gateway's vault.
    await seedDemoCards(tx);
  });
}

/**
 * Makes the widget deployment's client pair match the environment (DEMO_CLIENT_KEY/SECRET):
 * created on first start, updated when the operator changes it.
 */
export async function syncWidgetClient(db: Db, pair: { key: string; secret: string }): Promise<void> {
  const existing = await findApiClientByName(db, DEMO_WIDGET_CLIENT.name);
  if (!existing) {
    await insertApiClient(db, {
      name: DEMO_WIDGET_CLIENT.name,
      key: pair.key,
      secretHash: await hashSecret(pair.secret),
      scope: 'all',
    });
    return;
  }
  if (existing.key === pair.key && (await verifySecret(pair.secret, existing.secretHash))) return;
  await updateApiClientCredentials(db, existing.id, {
    key: pair.key,
    secretHash: await hashSecret(pair.secret),
  });
}

/** The demo catalog when the database has no brand yet; true when it ran. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const empty = await isCatalogEmpty(db);
  if (empty) await seedDemoData(db);
  return empty;
}

/** Start-up data step: demo catalog when the database is empty, then the widget pair. */
export async function seedIfEmpty(db: Db, widgetPair: { key: string; secret: string }): Promise<boolean> {
  const seeded = await seedDemoIfEmpty(db);
  await syncWidgetClient(db, widgetPair);
  return seeded;
}
