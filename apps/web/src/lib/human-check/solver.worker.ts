import { solveChallenge } from 'altcha-lib/v1';
import { isAscii, searchSha256 } from './sha256-search';
import type { SolverReply, SolverTask } from './worker-solver';

/**
 * Searches one slice of a challenge's numbers; the page runs a few of these side by side. SHA-256
 * (what the server issues) is searched synchronously in this thread (see sha256-search.ts); any
 * other algorithm goes to altcha-lib's Web Crypto solver.
 */
self.addEventListener('message', (event: MessageEvent<SolverTask>) => {
  const { algorithm, challenge, salt, start, max } = event.data;
  if (algorithm === 'SHA-256' && isAscii(salt)) {
    try {
      self.postMessage({ number: searchSha256(challenge, salt, start, max) } satisfies SolverReply);
    } catch (error) {
      self.postMessage({ error: String(error) } satisfies SolverReply);
    }
    return;
  }
  solveChallenge(challenge, salt, algorithm, max, start).promise.then(
    (solution) => self.postMessage({ number: solution?.number ?? null } satisfies SolverReply),
    (error: unknown) => self.postMessage({ error: String(error) } satisfies SolverReply),
  );
});
