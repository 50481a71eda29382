import type { HumanCheckSolution } from '../calls/human-check.js';

/**
 * The `token` value of a solved challenge: base64 of its JSON (ASCII only, so btoa is enough). Free
 * of zod, so a form can send a token without loading the contract's schemas; the server reads it
 * back with decodeHumanCheckToken.
 */
export function encodeHumanCheckToken(solution: HumanCheckSolution): string {
  return btoa(JSON.stringify(solution));
}
