import {
  type LoginWidgetTranslation,
  loginWidgetTranslationSchema,
} from '@yadori/contract/hotel-settings.schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginWidgets } from '../../db/tables/hotels.table.ts';
import { brandIdentityProviders } from '../../db/tables/members.table.ts';

export interface LoginWidgetRecord {
  isActive: boolean;
  allowSignup: boolean;
  organizationLoginWidgetEnabled: boolean;
  translations: LoginWidgetTranslation[];
  privacyUrl: string | null;
  termOfUseUrl: string | null;
}

export async function upsertLoginWidget(db: Db, hotelId: number, widget: LoginWidgetRecord): Promise<void> {
  const values = { ...widget, translations: loginWidgetTranslationSchema.array().parse(widget.translations) };
  await db
    .insert(loginWidgets)
    .values({ hotelId, ...values })
    .onConflictDoUpdate({ target: loginWidgets.hotelId, set: values });
}

export async function findLoginWidget(db: Db, hotelId: number): Promise<LoginWidgetRecord | null> {
  const rows = await db
    .select({
      isActive: loginWidgets.isActive,
      allowSignup: loginWidgets.allowSignup,
      organizationLoginWidgetEnabled: loginWidgets.organizationLoginWidgetEnabled,
      translations: loginWidgets.translations,
      privacyUrl: loginWidgets.privacyUrl,
      termOfUseUrl: loginWidgets.termOfUseUrl,
    })
    .from(loginWidgets)
    .where(eq(loginWidgets.hotelId, hotelId))
    .limit(1);
  return rows[0] ?? null;
}

/** The redirect sign-in providers (OpenID Connect, LINE, Facebook) a brand has switched on. */
export async function findActiveRedirectProviders(
  db: Db,
  brandId: number,
): Promise<('open_id' | 'line' | 'facebook')[]> {
  const rows = await db
    .select({ kind: brandIdentityProviders.kind })
    .from(brandIdentityProviders)
    .where(
      and(
        eq(brandIdentityProviders.brandId, brandId),
        eq(brandIdentityProviders.active, true),
        inArray(brandIdentityProviders.kind, ['open_id', 'line', 'facebook']),
      ),
    )
    .orderBy(asc(brandIdentityProviders.kind));
  return rows.map((row) => row.kind as 'open_id' | 'line' | 'facebook');
}
