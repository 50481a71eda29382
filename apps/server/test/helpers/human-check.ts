import { encodeHumanCheckToken, type HumanCheckChallenge, humanCheckChallenge } from '@storefront/contract';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { HMAC_KEY_SECRET } from '../../src/modules/human-check/human-check.service.js';

export async function fetchChallenge(app: FastifyInstance): Promise<HumanCheckChallenge> {
  const response = await app.inject({ method: 'GET', url: '/api/human-check-challenge' });
  expect(response.statusCode, response.body).toBe(200);
  return humanCheckChallenge.parse(response.json());
}

/** Solves a challenge as the browser does (brute force) and encodes the form's `token`. */
export async function solve(challenge: HumanCheckChallenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('challenge has no solution');
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return encodeHumanCheckToken({ algorithm, challenge: hash, number: solution.number, salt, signature });
}

/** A token for a fresh challenge of this app, as a form would send it. */
export async function solvedToken(app: FastifyInstance): Promise<string> {
  return solve(await fetchChallenge(app));
}

/** The HMAC key the app generated and stored. */
export async function storedHmacKey(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_secret')
    .select('value')
    .where('name', '=', HMAC_KEY_SECRET)
    .executeTakeFirst();
  return row?.value;
}

/** A solved challenge signed with `hmacKey` that expires at `expires`: for expired and forged tokens. */
export async function tokenSignedWith(hmacKey: string, expires: Date): Promise<string> {
  const challenge = await createChallenge({ algorithm: 'SHA-256', hmacKey, maxnumber: 100, expires });
  return solve({ ...challenge, maxnumber: 100 });
}
