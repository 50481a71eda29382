import { createHash } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { searchSha256, sha256Hex } from './sha256-search';

const nodeSha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sha256Hex', () => {
  it('agrees with node:crypto across one and several blocks, padding edges included', () => {
    for (const length of [0, 1, 3, 44, 54, 55, 56, 57, 63, 64, 65, 119, 120, 130]) {
      const text = Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 7) % 90))).join('');
      expect(sha256Hex(text), `length ${length}`).toBe(nodeSha256(text));
    }
  });
});

describe('searchSha256', () => {
  it('finds the number of an ALTCHA challenge in its slice, and null outside it', async () => {
    const challenge = await createChallenge({
      hmacKey: 'unit-test-key',
      maxnumber: 5_000,
      number: 4_321,
      expires: new Date(Date.now() + 60_000),
    });
    expect(searchSha256(challenge.challenge, challenge.salt, 0, 5_000)).toBe(4_321);
    expect(searchSha256(challenge.challenge, challenge.salt, 4_000, 4_500)).toBe(4_321);
    expect(searchSha256(challenge.challenge, challenge.salt, 0, 4_320)).toBeNull();
    expect(searchSha256(challenge.challenge.toUpperCase(), challenge.salt, 4_321, 4_321)).toBe(4_321);
  });

  it('finds numbers whose digits carry the message into a second block', () => {
    const salt = 's'.repeat(50);
    const challenge = nodeSha256(`${salt}1234567`);
    expect(searchSha256(challenge, salt, 1_234_560, 1_234_570)).toBe(1_234_567);
  });

  it('answers null for a challenge that is not a SHA-256 in hex', () => {
    expect(searchSha256('zz', 'salt', 0, 10)).toBeNull();
  });
});
