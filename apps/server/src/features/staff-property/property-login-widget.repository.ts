import type { LoginWidgetTranslation } from '@yadori/contract/hotel-settings.schema';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginWidgets } from '../../db/tables/hotels.table.ts';

/** A hotel's `login_widgets` row, as the console edits it. */
export type LoginWidgetRow = typeof loginWidgets.$inferSelect;

/** The hotel's sign-in button, or null while it has none; `lock` holds it until the transaction ends. */
export async function findHotelLoginWidget(
  db: Db,
  hotelId: number,
  options: { lock?: boolean } = {},
): Promise<LoginWidgetRow | null> {
  const query = db.select().from(loginWidgets).where(eq(loginWidgets.hotelId, hotelId));
  const [row] = options.lock ? await query.for('no key update') : await query;
  return row ?? null;
}

/** Writes the hotel's sign-in button whole, creating its row the first time. */
export async function saveHotelLoginWidget(
  db: Db,
  hotelId: number,
  values: Omit<LoginWidgetRow, 'hotelId' | 'translations'> & { translations: LoginWidgetTranslation[] },
): Promise<LoginWidgetRow> {
  const [row] = await db
    .insert(loginWidgets)
    .values({ hotelId, ...values })
    .onConflictDoUpdate({ target: loginWidgets.hotelId, set: values })
    .returning();
  return row!;
}
