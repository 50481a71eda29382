import type { PrettyStream } from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT when set; else lines for a person when the output is a terminal, and JSON for
 * everything else (a pipe, a file, a service manager's journal, a log collector).
 */
export function chooseLogFormat(setting: LogFormat | undefined, outputIsTerminal: boolean): LogFormat {
  return setting ?? (outputIsTerminal ? 'pretty' : 'json');
}

/** The applied migrations as one short line: on a fresh database they are every migration there is. */
function migrationsLine(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return 'none';
  return `${value.length} (newest ${String(value.at(-1))})`;
}

/** A short list on one line rather than one line per entry. */
function listLine(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(', ') || 'none' : JSON.stringify(value);
}

/**
 * Where a pretty log goes: pino's JSON lines turned into `12:00:01 INFO: message` and the fields
 * below. Synchronous, so that what the process prints itself (the welcome) comes after the log
 * lines written before it, never in between.
 */
export async function prettyLogStream(destination?: NodeJS.WritableStream): Promise<PrettyStream> {
  // Loaded only for a person's terminal: a JSON log (production, tests) does not pay for it. A
  // literal import, not a transport named at run time: the server's build bundles devDependencies
  // into dist/ (build.mjs keeps only `dependencies` external), so `npm start` has the printer even
  // where only production dependencies were installed.
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    ...(destination && { destination }),
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    customPrettifiers: {
      migrationsApplied: migrationsLine,
      // The start's lists of a few short names.
      paymentMethods: listLine,
      calendarYearsAdded: listLine,
      demoAccountsPasswordsSet: listLine,
      demoOverrides: listLine,
    },
  });
}
