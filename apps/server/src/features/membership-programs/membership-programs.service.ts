import { isLocale, type Locale } from '@yadori/contract/locales';
import type { MembershipProgram } from '@yadori/contract/membership.schema';
import type { Db } from '../../db/database.ts';
import { membershipProgramErrors } from './membership-programs.errors.ts';
import {
  findBrandProgram,
  findBrandPrograms,
  isBrandVisible,
  type ProgramRow,
  type ProgramSummary,
} from './membership-programs.repository.ts';

export type { NewProgram, ProgramRow, ProgramSummary } from './membership-programs.repository.ts';
export { insertProgram } from './membership-programs.repository.ts';

type Named = { name: string; translations: { locale: string; name: string }[] };

/** Translations with a known locale and a name only (rows may hold anything). */
function wireTranslations(row: Named): MembershipProgram['translations'] {
  return row.translations.flatMap((t) =>
    isLocale(t.locale) && t.name ? [{ locale: t.locale, name: t.name }] : [],
  );
}

/** The name in `locale` when the row has one, else the stored name. */
function localName(row: Named, locale: Locale): string {
  return row.translations.find((t) => t.locale === locale && t.name)?.name ?? row.name;
}

/** The contract shape of a program (spec §3 programs), names in `locale`, ranks lowest first. */
export function toWireProgram(program: ProgramRow, locale: Locale): MembershipProgram {
  return {
    id: program.id,
    name: localName(program, locale),
    translations: wireTranslations(program),
    update_member_profile_enabled: program.updateMemberProfileEnabled,
    is_default: program.isDefault,
    ranks: program.ranks.map((rank) => ({
      id: rank.id,
      name: localName(rank, locale),
      translations: wireTranslations(rank),
    })),
  };
}

/** The brand's programs (rows). */
export function brandProgramRows(db: Db, brandId: number): Promise<ProgramRow[]> {
  return findBrandPrograms(db, brandId);
}

/**
 * `GET /book/hotel_brands/:brandId/membership_programs`: the brand's programs, if the caller's client
 * session may see the brand (else 404, exactly like an unknown brand).
 */
export async function visibleBrandPrograms(
  db: Db,
  input: {
    scope: { scope: 'all' | 'brand' | 'hotel'; brandId: number | null; hotelId: number | null };
    brandId: number;
    locale: Locale;
  },
): Promise<MembershipProgram[]> {
  if (!(await isBrandVisible(db, input.scope, input.brandId))) throw membershipProgramErrors.brandNotFound();
  return brandPrograms(db, input.brandId, input.locale);
}

/** The brand's programs in the contract shape. */
export async function brandPrograms(db: Db, brandId: number, locale: Locale): Promise<MembershipProgram[]> {
  return (await findBrandPrograms(db, brandId)).map((p) => toWireProgram(p, locale));
}

/** One program of the brand, or null (unknown, or another brand's). */
export function brandProgramRow(db: Db, brandId: number, programId: number): Promise<ProgramRow | null> {
  return findBrandProgram(db, brandId, programId);
}

/** One program of the brand in the contract shape; 404 for an unknown id or another brand's program. */
export async function brandProgram(
  db: Db,
  input: { brandId: number; programId: number; locale: Locale },
): Promise<MembershipProgram> {
  const program = await findBrandProgram(db, input.brandId, input.programId);
  if (!program) throw membershipProgramErrors.programNotFound();
  return toWireProgram(program, input.locale);
}

/** The program a member joins when none is named: the brand's default, else its first, else none. */
export function defaultProgramOf<P extends ProgramSummary>(programs: readonly P[]): P | null {
  return programs.find((p) => p.isDefault) ?? programs[0] ?? null;
}

// The rule lives in the contract, so the widget's menu hides points by the same list (spec §6).
export { pointsOpenTo, THIRD_PARTY_POINT_PROVIDERS } from '@yadori/contract/points.constants';
