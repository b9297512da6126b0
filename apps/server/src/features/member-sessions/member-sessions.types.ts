import type { Locale } from '@yadori/contract/locales';
import type { MemberCompanion, MemberProvider } from '@yadori/contract/membership.schema';
import type { OrganizationRole } from '@yadori/contract/organization.constants';

/** A corporate session's organization (spec §3 Member.organization) and the member's role in it. */
export interface SessionOrganization {
  id: number;
  name: string;
  displayName: string;
  programId: number | null;
  /** Kept on the organization's bookings (spec §2 referrer_code). */
  referrerCode: string;
  role: OrganizationRole;
}

/** The member behind a valid `Authorization: Bearer` session (see requireMember). */
export interface SignedInMember {
  sessionId: number;
  memberId: number;
  brandId: number;
  /** The program the member signed in to (spec §3 signedInProgram), null when the brand has none. */
  programId: number | null;
  /** The member's rank in that program, null when they have none there. */
  rankId: number | null;
  email: string;
  provider: MemberProvider;
  /** The member's language for mails. */
  locale: Locale;
  /** Signed in through an organization (a corporate user, spec §6); null for a member's own session. */
  organization: SessionOrganization | null;
}

/** What most member calls read of a member. */
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

/** Everything the profile, the sign-in and the account calls read of a member. */
export interface MemberRow extends MemberRecord {
  firstNameKana: string | null;
  lastNameKana: string | null;
  passwordHash: string | null;
  confirmedAt: Date | null;
  locale: string;
  provider: string;
  pendingEmail: string | null;
  phone: string | null;
  gender: string | null;
  birthDate: string | null;
  postalCode: string | null;
  address: string | null;
  newsletterOptIn: boolean;
  /** Spec §3 Companions, as stored (the profile checks their shape again). */
  adultCompanion: MemberCompanion | null;
  kidCompanion: MemberCompanion | null;
  failedSignIns: number;
  lockedUntil: Date | null;
  deletedAt: Date | null;
}
