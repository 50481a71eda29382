import { createHash, timingSafeEqual } from 'node:crypto';
import { hashToken, newToken } from '../../lib/tokens.js';

/** A new guest cart's key (256 random bits, URL-safe) and the hash the cart row keeps of it. */
export function newGuestCartKey(): { key: string; hash: string } {
  const key = newToken();
  return { key, hash: hashToken(key) };
}

/**
 * Tells which carts the key a guest sent opens: those whose stored hash is the key's. The hashes
 * are compared in constant time, so an answer's timing says nothing of how close a guess came. A
 * cart without a hash (a customer's, or a guest's made before keys) opens to no key, and no key
 * opens any cart.
 */
export function cartKeyMatcher(sentKey: string | undefined): (storedHash: string | null) => boolean {
  if (sentKey === undefined) return () => false;
  const sent = createHash('sha256').update(sentKey, 'utf8').digest();
  return (storedHash) => {
    if (storedHash === null) return false;
    const stored = Buffer.from(storedHash, 'hex');
    return stored.length === sent.length && timingSafeEqual(stored, sent);
  };
}
