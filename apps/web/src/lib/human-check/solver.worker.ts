import { solveChallenge } from 'altcha-lib/v1';
import type { SolverReply, SolverTask } from './worker-solver';

/** Searches one slice of a challenge's numbers; the page runs a few of these side by side. */
self.addEventListener('message', (event: MessageEvent<SolverTask>) => {
  const { algorithm, challenge, salt, start, max } = event.data;
  solveChallenge(challenge, salt, algorithm, max, start).promise.then(
    (solution) => self.postMessage({ number: solution?.number ?? null } satisfies SolverReply),
    (error: unknown) => self.postMessage({ error: String(error) } satisfies SolverReply),
  );
});
