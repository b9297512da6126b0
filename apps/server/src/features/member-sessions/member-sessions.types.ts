import type { Locale } from '@yadori/contract/locales';
import type { MemberProvider } from '@yadori/contract/membership.schema';

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
}
