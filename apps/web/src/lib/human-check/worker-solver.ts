import { createTrustedPolicy } from '../trusted-types';
import { HumanCheckError, type SolveChallenge } from './human-check';
import solverWorkerUrl from './solver.worker.ts?worker&url';

/** One worker's share of a challenge: the numbers from `start` to `max`. */
export interface SolverTask {
  algorithm: string;
  challenge: string;
  salt: string;
  start: number;
  max: number;
}

/** A worker's answer: the number (null when its slice has none) or why it failed. */
export type SolverReply = { number: number | null } | { error: string };

/**
 * The page's one policy for script URLs (Trusted Types): workers only from this origin's built
 * files, never from /uploads/ or elsewhere.
 */
const workerPolicy = createTrustedPolicy('storefront-worker', {
  createScriptURL: (url) => {
    const parsed = new URL(url, window.location.href);
    if (parsed.origin !== window.location.origin || parsed.pathname.startsWith('/uploads/'))
      throw new TypeError(`Not a worker of this app: ${url}`);
    return url;
  },
});

function startSolverWorker(): Worker {
  const url = workerPolicy?.createScriptURL ? workerPolicy.createScriptURL(solverWorkerUrl) : solverWorkerUrl;
  return new Worker(url as string | URL, { type: 'module' });
}

function defaultConcurrency(): number {
  return Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1));
}

/**
 * Solves a challenge off the main thread: the number range is split between a few Web Workers,
 * and all of them stop as soon as one has found it.
 */
export function createWorkerSolver(
  createWorker: () => Worker = startSolverWorker,
  concurrency: number = defaultConcurrency(),
): SolveChallenge {
  return (challenge) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const max = challenge.maxnumber;
      const step = Math.ceil((max + 1) / concurrency);
      const workers: Worker[] = [];
      let unsolvedSlices = 0;
      let settled = false;
      const settle = (finish: () => void) => {
        if (settled) return;
        settled = true;
        for (const worker of workers) worker.terminate();
        finish();
      };

      for (let slice = 0; slice < concurrency; slice += 1) {
        const start = slice * step;
        if (start > max) break;
        const worker = createWorker();
        workers.push(worker);
        worker.addEventListener('message', (event: MessageEvent<SolverReply>) => {
          const reply = event.data;
          if ('error' in reply) settle(() => reject(new HumanCheckError(reply.error)));
          else if (reply.number !== null) {
            const number = reply.number;
            settle(() => resolve({ number, took: Math.round(performance.now() - started) }));
          } else if ((unsolvedSlices += 1) === workers.length)
            settle(() => reject(new HumanCheckError('The challenge has no solution')));
        });
        worker.addEventListener('error', (event) =>
          settle(() => reject(new HumanCheckError(event.message || 'The solver worker failed'))),
        );
        const task: SolverTask = {
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          salt: challenge.salt,
          start,
          max: Math.min(max, start + step - 1),
        };
        worker.postMessage(task);
      }
    });
}
