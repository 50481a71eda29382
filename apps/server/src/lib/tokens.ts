import { createHash, randomBytes } from 'node:crypto';

/** A new random token: 256 bits, URL-safe. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy, so a fast unsalted hash is enough to make a stolen table useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
