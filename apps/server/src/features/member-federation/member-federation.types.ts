import type { MemberProvider } from '@yadori/contract/membership.schema';

/** The kinds of brand_identity_providers rows (its CHECK constraint). */
export type ProviderKind = 'open_id' | 'line' | 'facebook' | 'creansmaerd' | 'brand_custom_auth';

/** One brand's configured sign-in provider; the secret never leaves the server. */
export interface BrandProvider {
  id: number;
  brandId: number;
  kind: ProviderKind;
  issuer: string | null;
  clientId: string | null;
  clientSecret: string | null;
  settings: Record<string, unknown>;
}

/** Who a provider says signed in: its stable subject, and what it tells of the person. */
export interface FederatedIdentity {
  provider: MemberProvider;
  subject: string;
  email: string | null;
  /** True only when the provider vouches for the address (OpenID email_verified, or the brand's setting). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}
