import { LOCALES } from '@yadori/contract/locales';
import type { Db } from '../db/database.ts';
import { syncIdentitySequences } from '../db/sequences.ts';
import {
  members,
  membershipPrograms,
  membershipRanks,
  organizationMembers,
  organizations,
} from '../db/tables/members.table.ts';
import { hashPassword } from '../lib/password.ts';
import {
  DEMO_COMPANIONS,
  DEMO_MEMBER_PASSWORD,
  DEMO_MEMBERS,
  DEMO_ORGANIZATIONS,
  DEMO_PROGRAMS,
} from './seed-facts.ts';

/** The demo password hashed once per process: argon2id is slow on purpose, every member shares it. */
let demoHash: Promise<string> | null = null;
const demoPasswordHash = () => {
  demoHash ??= hashPassword(DEMO_MEMBER_PASSWORD);
  return demoHash;
};

const translations = (names: Record<(typeof LOCALES)[number], string>) =>
  LOCALES.map((locale) => ({ locale, name: names[locale] }));

const companion = (c: { code: string; names: Record<(typeof LOCALES)[number], string> }) => ({
  code: c.code,
  translations_attributes: translations(c.names),
});

/**
 * The demo brands' programs and ranks, the demo members — confirmed, with the demo password, each in a
 * program and rank — and the demo organization with its people (see seed-facts.ts). Ids are fixed.
 */
export async function seedDemoMembers(db: Db, now: Date = new Date()): Promise<void> {
  const programs = Object.values(DEMO_PROGRAMS);
  await db.insert(membershipPrograms).values(
    programs.map((program) => ({
      id: program.id,
      brandId: program.brandId,
      name: program.names.ja,
      translations: translations(program.names),
      isDefault: true,
    })),
  );
  await db.insert(membershipRanks).values(
    programs.flatMap((program) =>
      Object.values(program.ranks).map((rank, sortOrder) => ({
        id: rank.id,
        programId: program.id,
        name: rank.names.ja,
        translations: translations(rank.names),
        sortOrder,
      })),
    ),
  );
  const passwordHash = await demoPasswordHash();
  await db.insert(members).values(
    Object.values(DEMO_MEMBERS).map((member) => {
      const companions = DEMO_COMPANIONS[member.id];
      return {
        ...member,
        passwordHash,
        passwordChangedAt: now,
        confirmedAt: now,
        provider: 'password',
        adultCompanion: companions ? companion(companions.adult) : null,
        kidCompanion: companions ? companion(companions.kid) : null,
      };
    }),
  );
  for (const { people, ...organization } of Object.values(DEMO_ORGANIZATIONS)) {
    await db.insert(organizations).values(organization);
    await db.insert(organizationMembers).values(
      people.map((person) => ({
        ...person,
        organizationId: organization.id,
        brandId: organization.brandId,
      })),
    );
  }
  await syncIdentitySequences(db, ['membership_programs', 'membership_ranks', 'members', 'organizations']);
}
