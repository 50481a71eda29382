import { parentPort, workerData } from 'node:worker_threads';
import {
  ImportHeaderError,
  type ReaderMessage,
  type ReaderOptions,
  readRegisterFile,
  type WorkerReaderOptions,
} from './register-reader.js';
import { openStageSink } from './sqlite-stage.js';

/**
 * A bulk import's reader, on a thread of its own (ADR 045): it parses, maps and normalises the
 * file's records while the importer's thread writes the batches before them to SQLite. It runs at
 * most two batches ahead (each batch read lets it read one more), and the importer ends it after
 * the last batch or an error. With a stage (ADR 074) it writes each batch's rows into the stage's
 * slots in turn as it reads them, and hands on only where they are: it reads a batch after
 * handing on the one before, which waited for the importer to take the batch two before that, so
 * the importer has committed what the slot held (the batch four before).
 */
const AHEAD = 2;

if (parentPort) {
  const port = parentPort;
  let credit = AHEAD;
  let wake: (() => void) | undefined;
  port.on('message', () => {
    credit++;
    wake?.();
  });
  const received = workerData as WorkerReaderOptions;
  const options: ReaderOptions = {
    ...received,
    context: { ...received.context, countryIds: new Map(received.context.countryIds) },
    // The importer's thread can make the search names: it is left a batch's when it has asked for
    // more than this thread has read, and this one makes them while it is ahead (ADR 074).
    ...(received.namesLeft && { namesLeft: () => credit > 0 }),
  };
  try {
    if (options.stageFile) options.sink = openStageSink(options.stageFile);
    for await (const batch of readRegisterFile(options)) {
      while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
      credit--;
      port.postMessage({ type: 'batch', batch } satisfies ReaderMessage);
    }
  } catch (error) {
    port.postMessage({
      type: 'error',
      header: error instanceof ImportHeaderError,
      message: error instanceof Error ? error.message : String(error),
    } satisfies ReaderMessage);
  } finally {
    options.sink?.close();
  }
}
