import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberSessions, members } from '../../db/tables/members.table.ts';

export interface MemberRecord {
  id: number;
  brandId: number;
  email: string;
  firstName: string;
  lastName: string;
  membershipId: string | null;
  programId: number | null;
  rankId: number | null;
}

export interface MemberSessionRecord {
  id: number;
  brandId: number;
  expiresAt: Date;
  revoked: boolean;
  member: MemberRecord;
}

const memberColumns = {
  id: members.id,
  brandId: members.brandId,
  email: members.email,
  firstName: members.firstName,
  lastName: members.lastName,
  membershipId: members.membershipId,
  programId: members.programId,
  rankId: members.rankId,
};

export async function findMemberSessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<MemberSessionRecord | null> {
  const rows = await db
    .select({
      id: memberSessions.id,
      brandId: memberSessions.brandId,
      expiresAt: memberSessions.expiresAt,
      revokedAt: memberSessions.revokedAt,
      member: memberColumns,
    })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(eq(memberSessions.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { revokedAt, ...rest } = row;
  return { ...rest, revoked: revokedAt !== null };
}

export async function insertMemberSession(
  db: Db,
  session: { memberId: number; brandId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(memberSessions).values(session);
}

export type NewMember = Omit<MemberRecord, 'id' | 'membershipId' | 'programId' | 'rankId'> &
  Partial<Pick<MemberRecord, 'id' | 'membershipId' | 'programId' | 'rankId'>> & {
    firstNameKana?: string | null;
    lastNameKana?: string | null;
  };

export async function insertMember(db: Db, member: NewMember): Promise<number> {
  const [row] = await db.insert(members).values(member).returning({ id: members.id });
  return row!.id;
}

export async function findMemberByEmail(
  db: Db,
  brandId: number,
  email: string,
): Promise<MemberRecord | null> {
  const rows = await db
    .select(memberColumns)
    .from(members)
    .where(and(eq(members.brandId, brandId), sql`lower(${members.email}) = lower(${email})`))
    .limit(1);
  return rows[0] ?? null;
}
