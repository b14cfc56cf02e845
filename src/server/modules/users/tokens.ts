import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** A random string of `bytes` bytes of entropy, lower-case base32 (15 bytes -> 24 characters). */
export function randomToken(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return encodeBase32LowerCaseNoPadding(buffer);
}

/** SHA-256 of a token's text: what the database keeps instead of the token. */
export function hashToken(token: string): Uint8Array {
  return sha256(new TextEncoder().encode(token));
}
