import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib/v1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  challengeExpiresAt,
  createHumanCheck,
  fetchChallenge,
  HumanCheckError,
  type HumanCheckChallenge,
  type HumanCheckClient,
} from './human-check';
import { createWorkerSolver, type SolverReply, type SolverTask } from './worker-solver';

const HMAC_KEY = 'unit-test-key';

const newChallenge = async (expiresInMs = 60_000, maxnumber = 200): Promise<HumanCheckChallenge> => ({
  ...(await createChallenge({ hmacKey: HMAC_KEY, maxnumber, expires: new Date(Date.now() + expiresInMs) })),
  maxnumber,
});

const solveHere = async (challenge: HumanCheckChallenge) => {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('unsolved');
  return solution;
};

function client(challenges: () => Promise<HumanCheckChallenge>): HumanCheckClient & {
  fetchChallenge: ReturnType<typeof vi.fn<() => Promise<HumanCheckChallenge>>>;
} {
  return { fetchChallenge: vi.fn(challenges), solve: solveHere };
}

describe('createHumanCheck', () => {
  it('gives a token the server accepts: ALTCHA’s payload, base64 of its JSON', async () => {
    const check = createHumanCheck(client(() => newChallenge()));
    const token = await check.token();
    const payload = JSON.parse(atob(token)) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual([
      'algorithm',
      'challenge',
      'number',
      'salt',
      'signature',
      'took',
    ]);
    expect(await verifySolution(token, HMAC_KEY)).toBe(true);
  });

  it('uses a prefetched solution once, then solves a new challenge', async () => {
    const source = client(() => newChallenge());
    const check = createHumanCheck(source);
    check.prefetch();
    check.prefetch();
    expect(source.fetchChallenge).toHaveBeenCalledTimes(1);
    const first = await check.token();
    const second = await check.token();
    expect(source.fetchChallenge).toHaveBeenCalledTimes(2);
    expect(first).not.toBe(second);
  });

  it('drops a prefetched solution on reset', async () => {
    const source = client(() => newChallenge());
    const check = createHumanCheck(source);
    check.prefetch();
    check.reset();
    await check.token();
    expect(source.fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('solves again rather than send a prefetched challenge about to expire', async () => {
    const source = client(() => newChallenge(60_000));
    let now = Date.now();
    const check = createHumanCheck(source, () => now);
    check.prefetch();
    now += 45_000;
    const token = await check.token();
    expect(source.fetchChallenge).toHaveBeenCalledTimes(2);
    expect(await verifySolution(token, HMAC_KEY)).toBe(true);
  });

  it('starts over when the prefetch failed', async () => {
    let calls = 0;
    const source = client(() =>
      ++calls === 1 ? Promise.reject(new HumanCheckError('down')) : newChallenge(),
    );
    const check = createHumanCheck(source);
    check.prefetch();
    expect(await verifySolution(await check.token(), HMAC_KEY)).toBe(true);
  });

  it('fails with HumanCheckError when the challenge cannot be solved', async () => {
    const check = createHumanCheck({
      fetchChallenge: () => newChallenge(),
      solve: () => Promise.reject(new Error('no workers')),
    });
    await expect(check.token()).rejects.toBeInstanceOf(HumanCheckError);
  });
});

describe('challengeExpiresAt', () => {
  it('reads the expiry ALTCHA puts in the salt', async () => {
    const expires = new Date(Math.floor(Date.now() / 1000 + 300) * 1000);
    const challenge = { ...(await createChallenge({ hmacKey: HMAC_KEY, expires })), maxnumber: 1_000_000 };
    expect(challengeExpiresAt(challenge)).toBe(expires.getTime());
    expect(challengeExpiresAt({ ...challenge, salt: 'abc' })).toBeUndefined();
  });
});

describe('fetchChallenge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('GETs the challenge from the server', async () => {
    const challenge = await newChallenge();
    const fetchMock = vi.fn(async () => Response.json(challenge));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchChallenge()).resolves.toEqual(challenge);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/human-check-challenge',
      expect.not.objectContaining({ method: 'POST' }),
    );
  });

  it.each([
    ['an error status', () => new Response('', { status: 429 })],
    ['a malformed answer', () => Response.json({ challenge: 'x' })],
  ])('fails with HumanCheckError on %s', async (_case, answer) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    await expect(fetchChallenge()).rejects.toBeInstanceOf(HumanCheckError);
  });
});

/** A stand-in for the solver worker: the same work on this thread, behind the Worker interface. */
class InThreadWorker extends EventTarget {
  static started: InThreadWorker[] = [];
  terminated = false;
  tasks: SolverTask[] = [];
  constructor() {
    super();
    InThreadWorker.started.push(this);
  }
  postMessage(task: SolverTask) {
    this.tasks.push(task);
    void solveChallenge(task.challenge, task.salt, task.algorithm, task.max, task.start).promise.then(
      (solution) => {
        if (!this.terminated) this.reply({ number: solution?.number ?? null });
      },
    );
  }
  reply(data: SolverReply) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  terminate() {
    this.terminated = true;
  }
}

describe('createWorkerSolver', () => {
  afterEach(() => (InThreadWorker.started = []));

  it('splits the numbers between workers, takes the first answer and stops them all', async () => {
    const challenge = await newChallenge(60_000, 999);
    const solve = createWorkerSolver(() => new InThreadWorker() as unknown as Worker, 4);
    const solution = await solve(challenge);
    const token = btoa(JSON.stringify({ ...challenge, ...solution }));
    expect(await verifySolution(token, HMAC_KEY)).toBe(true);
    const slices = InThreadWorker.started.map((worker) => [worker.tasks[0]!.start, worker.tasks[0]!.max]);
    expect(slices).toEqual([
      [0, 249],
      [250, 499],
      [500, 749],
      [750, 999],
    ]);
    expect(InThreadWorker.started.every((worker) => worker.terminated)).toBe(true);
  });

  it('fails when a worker cannot hash (no WebCrypto)', async () => {
    const challenge = await newChallenge();
    const solve = createWorkerSolver(() => {
      const worker = new InThreadWorker();
      worker.postMessage = () => queueMicrotask(() => worker.reply({ error: 'crypto.subtle is undefined' }));
      return worker as unknown as Worker;
    }, 2);
    await expect(solve(challenge)).rejects.toBeInstanceOf(HumanCheckError);
  });
});
