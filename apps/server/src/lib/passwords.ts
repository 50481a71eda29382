import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashes are argon2id (the library's default algorithm) with its default cost
 * (19 MiB, 2 passes): the OWASP minimum, about 20-40 ms on one core.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of no one's password, verified against when there is no user, so that both cost the same. */
let decoyHash: Promise<string> | undefined;

/** Whether `password` matches `passwordHash`; without a hash the same work is done and the answer is no. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash('decoy password of an account that does not exist');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
