// The shop's API as the benchmarks call it: form bodies as the browser sends them, and a solved
// human check (the bench servers run with a cheap ALTCHA_MAX_NUMBER).
import { solveChallenge } from 'altcha-lib/v1';

/** Form fields as the app encodes them; a list as `name[]` entries. */
export function form(fields) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    if (Array.isArray(value)) for (const item of value) body.append(`${key}[]`, String(item));
    else body.append(key, String(value));
  return body;
}

/** POSTs the fields; answers the status and the JSON body. */
export async function post(url, fields) {
  const response = await fetch(url, { method: 'POST', body: form(fields) });
  return { status: response.status, json: await response.json() };
}

/** A solved human check of the shop at `shop(path)`, as a form's `token`. */
export async function token(shop) {
  const challenge = await (await fetch(shop('/api/human-check-challenge'))).json();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number: solution.number, salt, signature }));
}
