import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { serverBusy } from '../errors.js';

/**
 * How long a client refused for a full queue is told to wait. A render takes tens of milliseconds,
 * so a full queue has drained well within it; a shorter answer than a second is not expressible.
 */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** How much lower than the server's the render threads' CPU priority is (Unix nice, 0-19). */
const RENDER_NICENESS = 10;

export interface RenderOptions {
  /**
   * `refuse` (a visitor's request): past the queue's bound, a 503 refusal at once. `wait` (the mail
   * sender, one mail at a time): queued anyway, since its caller cannot be asked to come back.
   */
  whenBusy?: 'refuse' | 'wait';
  /**
   * Runs once the job has its place, before it is queued: a rate limit is counted here, so that a
   * request refused for a full queue costs neither a count nor its write. Its refusal frees the place.
   */
  admit?: () => Promise<void>;
}

/** What a module needs to have its documents rendered: `Job` is its own jobs' shape. */
export interface PdfRendering<Job> {
  render(job: Job, options?: RenderOptions): Promise<Buffer>;
}

/** A worker thread's script: its file and the Node options it is started with. */
export interface WorkerScript {
  filename: string;
  execArgv: string[] | undefined;
}

/**
 * The worker script `name` beside `callerUrl` (an `import.meta.url`). From the sources (tests,
 * `npm run dev`) it is the `.ts` file, loaded through tsx's hooks: a worker does not take over its
 * parent's loader. From the server's bundle it is `name.js` beside the bundle (build.mjs).
 */
export function workerScriptBeside(callerUrl: string, name: string): WorkerScript {
  if (!callerUrl.endsWith('.ts'))
    return { filename: new URL(`./${name}.js`, callerUrl).href, execArgv: undefined };
  const tsx = pathToFileURL(createRequire(callerUrl).resolve('tsx')).href;
  return { filename: new URL(`./${name}.ts`, callerUrl).href, execArgv: ['--import', tsx] };
}

/**
 * Renders PDFs on a bounded pool of worker threads (piscina), so that a burst of documents never
 * holds the event loop: at most `threads` render at once and `queueMax` more wait; past that a
 * request is refused with 503 `ServerBusy` and `Retry-After`. The threads start with the first
 * render (an instance that serves no PDF starts none) and end with `close()`. The worker script's
 * default export turns a job (plain data) into the PDF's bytes.
 */
export class PdfRenderer<Job> implements PdfRendering<Job> {
  private pool: Piscina<Job, Uint8Array> | undefined;
  /** Jobs taken: being admitted, queued or running. */
  private pending = 0;
  private closed = false;
  /** Resolves `close()` once the last job taken is done. */
  private drained: (() => void) | undefined;

  constructor(private readonly options: { script: WorkerScript; threads: number; queueMax: number }) {}

  async render(job: Job, { whenBusy = 'refuse', admit }: RenderOptions = {}): Promise<Buffer> {
    if (this.closed) throw new Error('the PDF renderer is closed');
    const { threads, queueMax } = this.options;
    if (whenBusy === 'refuse' && this.pending >= threads + queueMax)
      throw serverBusy(BUSY_RETRY_AFTER_SECONDS);
    this.pending++;
    try {
      await admit?.();
      const bytes = await this.started().run(job);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } finally {
      this.pending--;
      if (this.pending === 0) this.drained?.();
    }
  }

  /** Takes no more jobs, lets those taken finish, then ends the threads. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.pending > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }

  private started(): Piscina<Job, Uint8Array> {
    const { script, threads } = this.options;
    this.pool ??= new Piscina({
      filename: script.filename,
      ...(script.execArgv ? { execArgv: script.execArgv } : {}),
      minThreads: threads,
      maxThreads: threads,
      // Piscina's own queue is unbounded: the bound is counted above, where a `wait` job passes it.
      concurrentTasksPerWorker: 1,
      // The threads yield the CPU to the event loop: on a machine as busy as it has cores, a render
      // waits rather than the requests the loop serves.
      niceIncrement: RENDER_NICENESS,
    });
    return this.pool;
  }
}
