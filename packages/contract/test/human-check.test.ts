import { describe, expect, it } from 'vitest';
import {
  humanCheckChallengeCall,
  decodeHumanCheckToken,
  type HumanCheckSolution,
} from '../src/calls/human-check.js';
import { encodeHumanCheckToken } from '../src/rules/human-check-token.js';

const solution: HumanCheckSolution = {
  algorithm: 'SHA-256',
  challenge: 'a1b2c3',
  number: 4711,
  salt: '0f1e2d?expires=1900000000&',
  signature: 'd4e5f6',
};

describe('the human-check token', () => {
  it('is base64 of the solution JSON, as the ALTCHA widget sends it', () => {
    const token = encodeHumanCheckToken(solution);
    expect(JSON.parse(atob(token))).toEqual(solution);
    expect(decodeHumanCheckToken(token)).toEqual(solution);
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of text', btoa('hello')],
    ['a missing number', btoa(JSON.stringify({ ...solution, number: undefined }))],
    ['a negative number', btoa(JSON.stringify({ ...solution, number: -1 }))],
    ['an unknown algorithm', btoa(JSON.stringify({ ...solution, algorithm: 'MD5' }))],
    ['a signature that is not hex', btoa(JSON.stringify({ ...solution, signature: 'xyz' }))],
  ])('reads %s as no solution', (_, token) => {
    expect(decodeHumanCheckToken(token)).toBeUndefined();
  });

  it('describes the challenge answer', () => {
    const challenge = { ...solution, maxnumber: 50_000, number: undefined };
    expect(humanCheckChallengeCall.answer.parse(challenge)).toEqual({
      algorithm: 'SHA-256',
      challenge: 'a1b2c3',
      maxnumber: 50_000,
      salt: solution.salt,
      signature: 'd4e5f6',
    });
  });
});
