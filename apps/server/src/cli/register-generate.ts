import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { countries } from '../db/seed/data/countries.js';
import { COMPANY_CSV_HEADER, companyCsvLine } from '../modules/companies/generator/company-csv.js';
import { generateCompanies } from '../modules/companies/generator/generate-companies.js';

/**
 * `npm run register:generate -- --count N [--country XX] [--seed S] [--out FILE]`: a deterministic
 * company register as CSV in the generic import format (columns in company-csv.ts) for the
 * importer and the benchmarks, to FILE or stdout (then run npm with -s, or npm's banner lands in
 * the CSV). Rows are made and written in chunks with backpressure, so memory stays flat for ten
 * million rows; a progress bar with rows/s and ETA goes to stderr when it is a terminal, and a
 * summary line always.
 */

const USAGE =
  'Usage: register-generate --count N [--country XX[,YY]] [--seed S] [--out FILE]\n' +
  '  default countries: every country the demo shop sells; default seed: 1; default output: stdout';

/** Rows joined into one write: big enough that writes cost little, small enough to keep memory flat. */
const ROWS_PER_CHUNK = 2_000;
const PROGRESS_EVERY_MS = 250;

interface Arguments {
  count: number;
  countries: string[];
  seed: number;
  out: string | undefined;
}

function wholeNumber(text: string | undefined, what: string, minimum: number): number {
  const value = Number(text);
  if (!text || !Number.isSafeInteger(value) || value < minimum)
    throw new Error(`${what} must be a whole number ≥ ${minimum}\n${USAGE}`);
  return value;
}

export function parseArguments(argv: string[]): Arguments {
  const { values } = parseArgs({
    args: argv,
    options: {
      count: { type: 'string' },
      country: { type: 'string' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string' },
    },
    strict: true,
  });
  const codes = values.country
    ? values.country.split(',').map((code) => code.trim().toUpperCase())
    : countries.filter((country) => country.active !== false).map((country) => country.code);
  if (codes.some((code) => !/^[A-Z]{2}$/.test(code)))
    throw new Error(`--country takes ISO codes like RU or GB,DE\n${USAGE}`);
  return {
    count: wholeNumber(values.count, '--count', 1),
    countries: codes,
    seed: wholeNumber(values.seed, '--seed', 0),
    out: values.out,
  };
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s` : `${whole}s`;
}

/** A one-line bar redrawn in place: done/total, percent, rows/s and time left. */
function progressLine(done: number, total: number, seconds: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const rate = done / Math.max(seconds, 1e-3);
  return (
    `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${((done / total) * 100).toFixed(1)}% ` +
    `${done}/${total} ${Math.round(rate)} rows/s ETA ${duration((total - done) / rate)}`
  );
}

async function write(output: Writable, text: string): Promise<void> {
  if (!output.write(text)) await once(output, 'drain');
}

async function main(argv: string[]): Promise<void> {
  const options = parseArguments(argv);
  const output: Writable = options.out ? createWriteStream(options.out) : process.stdout;
  const showBar = process.stderr.isTTY === true;
  const started = performance.now();
  let lastDrawn = 0;
  let done = 0;
  let chunk = `${COMPANY_CSV_HEADER}\n`;
  for (const company of generateCompanies({
    seed: options.seed,
    count: options.count,
    countries: options.countries,
  })) {
    chunk += `${companyCsvLine(company)}\n`;
    if (++done % ROWS_PER_CHUNK !== 0) continue;
    await write(output, chunk);
    chunk = '';
    const now = performance.now();
    if (showBar && now - lastDrawn >= PROGRESS_EVERY_MS) {
      lastDrawn = now;
      process.stderr.write(`\r${progressLine(done, options.count, (now - started) / 1000)}`);
    }
  }
  if (chunk) await write(output, chunk);
  if (options.out) {
    output.end();
    await once(output, 'finish');
  }
  const seconds = (performance.now() - started) / 1000;
  process.stderr.write(
    `${showBar ? `\r${progressLine(done, options.count, seconds)}\n` : ''}` +
      `${done} companies (${options.countries.join(',')}, seed ${options.seed}) in ${seconds.toFixed(1)} s, ` +
      `${Math.round(done / seconds)} rows/s${options.out ? ` → ${options.out}` : ''}\n`,
  );
}

// A reader that stops early (| head) closes the pipe: that is the end, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
