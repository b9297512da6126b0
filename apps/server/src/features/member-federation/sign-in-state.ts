import { hkdfSync } from 'node:crypto';
import { LOCALES } from '@yadori/contract/locales';
import { FEDERATED_PROVIDERS, FEDERATED_STATE_MINUTES } from '@yadori/contract/membership.schema';
import { EncryptJWT, errors as joseErrors, jwtDecrypt } from 'jose';
import { z } from 'zod';

/**
 * What a federated sign-in must remember between its start and the provider's redirect back. It
 * travels as the OAuth `state` itself, encrypted and authenticated (JWE, dir + A256GCM, a key derived
 * from SIGN_IN_STATE_SECRET), so no instance needs to keep it and nobody can read or change it: the
 * PKCE verifier and the nonce stay secret, the return address and the hotel stay the ones checked at
 * the start.
 */
const stateSchema = z.object({
  /** provider, hotel, brand */
  p: z.enum(FEDERATED_PROVIDERS),
  h: z.number().int().positive(),
  b: z.number().int().positive(),
  /** return_url (checked against the allowed origins at the start) */
  r: z.string().url(),
  /** program id, locale */
  g: z.number().int().positive().nullable(),
  l: z.enum(LOCALES),
  /** PKCE code_verifier and OpenID nonce */
  v: z.string().min(43).max(128),
  n: z.string().min(16).max(128),
});
export type SignInState = z.infer<typeof stateSchema>;

const PURPOSE = 'federated-sign-in-state';

/** The 256-bit key of the states, derived from the configured secret (never the secret itself). */
export function stateKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'yadori', `${PURPOSE} v1`, 32));
}

/** Seals a state that opens until `now` + FEDERATED_STATE_MINUTES. */
export async function sealState(key: Uint8Array, state: SignInState, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ ...state })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', typ: PURPOSE })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + FEDERATED_STATE_MINUTES * 60)
    .encrypt(key);
}

export type OpenedState =
  | { kind: 'valid'; state: SignInState }
  /** Authentic, but past its lifetime: its return address is still the checked one. */
  | { kind: 'expired'; state: SignInState }
  /** Not ours, altered, or unreadable: nothing in it can be trusted. */
  | { kind: 'invalid' };

/** Opens a sealed state at `now`. */
export async function openState(key: Uint8Array, sealed: string, now: Date): Promise<OpenedState> {
  try {
    const { payload } = await jwtDecrypt(sealed, key, {
      currentDate: now,
      typ: PURPOSE,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      requiredClaims: ['iat', 'exp'],
    });
    const parsed = stateSchema.safeParse(payload);
    return parsed.success ? { kind: 'valid', state: parsed.data } : { kind: 'invalid' };
  } catch (error) {
    // Only an exp failure keeps the (decrypted, hence authentic) payload worth reading.
    if (error instanceof joseErrors.JWTExpired) {
      const parsed = stateSchema.safeParse(error.payload);
      if (parsed.success) return { kind: 'expired', state: parsed.data };
    }
    return { kind: 'invalid' };
  }
}
