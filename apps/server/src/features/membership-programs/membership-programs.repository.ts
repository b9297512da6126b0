import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { membershipPrograms, membershipRanks } from '../../db/tables/members.table.ts';

/** Whether a client session's scope may see the brand: the one check every feature uses. */
export { isBrandVisible } from '../../db/brand-visibility.ts';

export interface RankRow {
  id: number;
  programId: number;
  name: string;
  translations: { locale: string; name: string }[];
  sortOrder: number;
}

export interface ProgramRow {
  id: number;
  brandId: number;
  name: string;
  translations: { locale: string; name: string }[];
  updateMemberProfileEnabled: boolean;
  isDefault: boolean;
  sortOrder: number;
  /** Lowest first. */
  ranks: RankRow[];
}

const programColumns = {
  id: membershipPrograms.id,
  brandId: membershipPrograms.brandId,
  name: membershipPrograms.name,
  translations: membershipPrograms.translations,
  updateMemberProfileEnabled: membershipPrograms.updateMemberProfileEnabled,
  isDefault: membershipPrograms.isDefault,
  sortOrder: membershipPrograms.sortOrder,
};

async function withRanks(db: Db, programs: Omit<ProgramRow, 'ranks'>[]): Promise<ProgramRow[]> {
  if (programs.length === 0) return [];
  const ranks = await db
    .select({
      id: membershipRanks.id,
      programId: membershipRanks.programId,
      name: membershipRanks.name,
      translations: membershipRanks.translations,
      sortOrder: membershipRanks.sortOrder,
    })
    .from(membershipRanks)
    .where(
      inArray(
        membershipRanks.programId,
        programs.map((p) => p.id),
      ),
    )
    .orderBy(asc(membershipRanks.sortOrder), asc(membershipRanks.id));
  return programs.map((program) => ({
    ...program,
    ranks: ranks.filter((rank) => rank.programId === program.id),
  }));
}

/** The brand's programs with their ranks, in display order. */
export async function findBrandPrograms(db: Db, brandId: number): Promise<ProgramRow[]> {
  const programs = await db
    .select(programColumns)
    .from(membershipPrograms)
    .where(eq(membershipPrograms.brandId, brandId))
    .orderBy(asc(membershipPrograms.sortOrder), asc(membershipPrograms.id));
  return withRanks(db, programs);
}

/**
 * What a member's profile and session need of the brand's programs: no ranks, no names (member-sessions
 * reads them with the member, in display order, in the same statement).
 */
export interface ProgramSummary {
  id: number;
  isDefault: boolean;
  updateMemberProfileEnabled: boolean;
}

/** One program of the brand (null for an unknown id or another brand's program). */
export async function findBrandProgram(
  db: Db,
  brandId: number,
  programId: number,
): Promise<ProgramRow | null> {
  const programs = await db
    .select(programColumns)
    .from(membershipPrograms)
    .where(and(eq(membershipPrograms.brandId, brandId), eq(membershipPrograms.id, programId)))
    .limit(1);
  return (await withRanks(db, programs))[0] ?? null;
}

export interface NewProgram {
  brandId: number;
  name: string;
  translations?: { locale: string; name: string }[];
  updateMemberProfileEnabled?: boolean;
  isDefault?: boolean;
  sortOrder?: number;
  /** Lowest first. */
  ranks?: { name: string; translations?: { locale: string; name: string }[] }[];
}

/** Creates a program and its ranks (seed, tests, bench); answers the program id and rank ids. */
export async function insertProgram(db: Db, program: NewProgram): Promise<{ id: number; rankIds: number[] }> {
  const { ranks = [], ...values } = program;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(membershipPrograms).values(values).returning({ id: membershipPrograms.id });
    const id = row!.id;
    if (ranks.length === 0) return { id, rankIds: [] };
    const inserted = await tx
      .insert(membershipRanks)
      .values(ranks.map((rank, sortOrder) => ({ ...rank, programId: id, sortOrder })))
      .returning({ id: membershipRanks.id });
    return { id, rankIds: inserted.map((r) => r.id) };
  });
}
