import { parentPort, workerData } from 'node:worker_threads';
import {
  ImportHeaderError,
  type ReaderMessage,
  type ReaderOptions,
  readRegisterFile,
  type WorkerReaderOptions,
} from './register-reader.js';

/**
 * A bulk import's reader, on a thread of its own (ADR 045): it parses, maps and normalises the
 * file's records while the importer's thread writes the batches before them to SQLite. It runs at
 * most two batches ahead (each batch read lets it read one more), and the importer ends it after
 * the last batch or an error.
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
  };
  try {
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
  }
}
