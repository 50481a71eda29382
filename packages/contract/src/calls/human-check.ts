import { z } from 'zod';
import { emptyObject } from '../common.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

/** The hash functions of ALTCHA's proof of work. */
export const humanCheckAlgorithm = z.enum(['SHA-1', 'SHA-256', 'SHA-512']);
export type HumanCheckAlgorithm = z.infer<typeof humanCheckAlgorithm>;

const hex = z.string().regex(/^[0-9a-f]+$/);

/**
 * An ALTCHA challenge: find the number in [0, maxnumber] whose `algorithm(salt + number)` in hex
 * is `challenge`. The salt carries its own expiry (`…?expires=<unix seconds>&`), and `signature`
 * is the server's HMAC of `challenge`, so the server keeps nothing until a solution comes back.
 */
export const humanCheckChallenge = z.object({
  algorithm: humanCheckAlgorithm,
  challenge: hex,
  maxnumber: z.number().int().positive(),
  salt: z.string().min(1),
  signature: hex,
});
export type HumanCheckChallenge = z.infer<typeof humanCheckChallenge>;

/** A solved challenge, as ALTCHA's widget sends it (base64 of this JSON) in a form's `token` field. */
export const humanCheckSolution = z.object({
  algorithm: humanCheckAlgorithm,
  challenge: hex,
  number: z.number().int().nonnegative(),
  salt: z.string().min(1),
  signature: hex,
  /** Milliseconds the search took, as ALTCHA reports it; not checked. */
  took: z.number().int().nonnegative().optional(),
});
export type HumanCheckSolution = z.infer<typeof humanCheckSolution>;

/** The solution a `token` carries, or undefined when it is not base64 JSON of that shape. */
export function decodeHumanCheckToken(token: string): HumanCheckSolution | undefined {
  try {
    const parsed = humanCheckSolution.safeParse(JSON.parse(atob(token)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A fresh challenge for the invisible human check; never cached. */
export const humanCheckChallengeCall = defineCall(routes.humanCheckChallenge, {
  body: emptyObject,
  query: emptyObject,
  answer: humanCheckChallenge,
});
