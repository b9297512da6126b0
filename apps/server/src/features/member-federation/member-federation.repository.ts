import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hotelBrands } from '../../db/tables/hotels.table.ts';
import { brandIdentityProviders } from '../../db/tables/members.table.ts';
import type { BrandProvider, ProviderKind } from './member-federation.types.ts';

/** The brand's active provider of `kind`, or null when it has none (or it is switched off). */
export async function findActiveProvider(
  db: Db,
  brandId: number,
  kind: ProviderKind,
): Promise<BrandProvider | null> {
  const rows = await db
    .select()
    .from(brandIdentityProviders)
    .where(
      and(
        eq(brandIdentityProviders.brandId, brandId),
        eq(brandIdentityProviders.kind, kind),
        eq(brandIdentityProviders.active, true),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    brandId: row.brandId,
    kind: row.kind as ProviderKind,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: row.clientSecret,
    settings: row.settings,
  };
}

/** Adds or replaces the brand's provider of a kind (the seed, tests and operators' scripts). */
export async function upsertProvider(
  db: Db,
  provider: Omit<BrandProvider, 'id'> & { active?: boolean },
): Promise<number> {
  const values = {
    brandId: provider.brandId,
    kind: provider.kind,
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    settings: provider.settings,
    active: provider.active ?? true,
  };
  const [row] = await db
    .insert(brandIdentityProviders)
    .values(values)
    .onConflictDoUpdate({
      target: [brandIdentityProviders.brandId, brandIdentityProviders.kind],
      set: values,
    })
    .returning({ id: brandIdentityProviders.id });
  return row!.id;
}

/** True when the brand exists (the provider command checks before writing). */
export async function brandExists(db: Db, brandId: number): Promise<boolean> {
  const rows = await db
    .select({ id: hotelBrands.id })
    .from(hotelBrands)
    .where(eq(hotelBrands.id, brandId))
    .limit(1);
  return rows.length > 0;
}
