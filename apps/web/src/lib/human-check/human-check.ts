import { encodeHumanCheckToken, type HumanCheckChallenge, shopRoutes } from '@storefront/contract';

export type { HumanCheckChallenge };

/** Where the server hands out ALTCHA challenges (GET, JSON). */
export const CHALLENGE_PATH = shopRoutes.humanCheckChallenge.path;

export interface HumanCheckSolution {
  number: number;
  /** Milliseconds the search took; part of ALTCHA's payload, not checked by the server. */
  took: number;
}

/** Finds the number of a challenge; the app does it in Web Workers, tests inject their own. */
export type SolveChallenge = (challenge: HumanCheckChallenge) => Promise<HumanCheckSolution>;

export interface HumanCheckClient {
  fetchChallenge(): Promise<HumanCheckChallenge>;
  solve: SolveChallenge;
}

/** The check could not be run (challenge not served, no solution found). */
export class HumanCheckError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HumanCheckError';
  }
}

/** The challenge's fields are there with the right types (what the solver and the token need). */
function looksLikeChallenge(value: unknown): value is HumanCheckChallenge {
  if (value === null || typeof value !== 'object') return false;
  const { algorithm, challenge, maxnumber, salt, signature } = value as Record<string, unknown>;
  return (
    typeof algorithm === 'string' &&
    typeof challenge === 'string' &&
    typeof salt === 'string' &&
    typeof signature === 'string' &&
    Number.isSafeInteger(maxnumber) &&
    (maxnumber as number) > 0
  );
}

/** A fresh challenge from the server, checked against the contract. */
export async function fetchChallenge(): Promise<HumanCheckChallenge> {
  let response: Response;
  try {
    response = await fetch(CHALLENGE_PATH, { headers: { accept: 'application/json' }, cache: 'no-store' });
  } catch (cause) {
    throw new HumanCheckError('The challenge could not be fetched', { cause });
  }
  if (!response.ok) throw new HumanCheckError(`The challenge answered ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (!looksLikeChallenge(body)) throw new HumanCheckError('The challenge is malformed');
  if (import.meta.env.DEV) {
    // As every answer (lib/api-client): the contract's schema checks it in development; the
    // production build does not carry zod into the page for it.
    const { humanCheckChallengeCall } = await import('@storefront/contract');
    humanCheckChallengeCall.answer.parse(body);
  }
  return body;
}

/**
 * The `token` a form sends: ALTCHA's payload, base64 of its JSON, with the widget's `took` (the
 * server reads it as the contract's humanCheckSolution and ignores `took`).
 */
function encodeToken(challenge: HumanCheckChallenge, solution: HumanCheckSolution): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return encodeHumanCheckToken({
    algorithm,
    challenge: hash,
    number: solution.number,
    salt,
    signature,
    took: solution.took,
  });
}

/** A solved challenge this close to its expiry is solved again rather than sent. */
const EXPIRY_MARGIN_MS = 30_000;

/** When the challenge stops being accepted: the `expires` (seconds) ALTCHA puts in the salt's parameters. */
export function challengeExpiresAt(challenge: HumanCheckChallenge): number | undefined {
  const query = challenge.salt.split('?')[1];
  const expires = query ? Number(new URLSearchParams(query).get('expires')) : NaN;
  return Number.isFinite(expires) && expires > 0 ? expires * 1000 : undefined;
}

interface Solved {
  challenge: HumanCheckChallenge;
  solution: HumanCheckSolution;
}

/** One form's human check. */
export interface HumanCheck {
  /** Starts fetching and solving a challenge in the background (the form was first touched). */
  prefetch(): void;
  /**
   * A token for one submission: the prefetched solution when it is still fresh, else one solved
   * now. Each token is handed out once, never again.
   */
  token(): Promise<string>;
  /** Drops a prefetched solution, so the next token comes from a new challenge. */
  reset(): void;
}

export function createHumanCheck(client: HumanCheckClient, now: () => number = Date.now): HumanCheck {
  let pending: Promise<Solved> | undefined;

  const solveOne = async (): Promise<Solved> => {
    const challenge = await client.fetchChallenge();
    try {
      return { challenge, solution: await client.solve(challenge) };
    } catch (cause) {
      throw cause instanceof HumanCheckError
        ? cause
        : new HumanCheckError('The challenge could not be solved', { cause });
    }
  };

  const start = (): Promise<Solved> => {
    const attempt = solveOne();
    // A failed prefetch is forgotten (and never reported as unhandled): token() starts over.
    attempt.catch(() => {
      if (pending === attempt) pending = undefined;
    });
    return attempt;
  };

  const fresh = ({ challenge }: Solved): boolean => {
    const expiresAt = challengeExpiresAt(challenge);
    return expiresAt === undefined || expiresAt - now() > EXPIRY_MARGIN_MS;
  };

  return {
    prefetch() {
      pending ??= start();
    },
    async token() {
      const prefetched = pending;
      pending = undefined;
      let solved: Solved | undefined;
      if (prefetched) solved = await prefetched.catch(() => undefined);
      if (!solved || !fresh(solved)) solved = await solveOne();
      return encodeToken(solved.challenge, solved.solution);
    },
    reset() {
      pending = undefined;
    },
  };
}
