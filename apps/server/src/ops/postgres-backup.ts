import { spawn } from 'node:child_process';
import pg from 'pg';
import { redactUrl } from '../db/database.js';
import type { TargetState } from './sqlite-backup.js';

const INSTALL_HINT = 'install the PostgreSQL client (apt-get install postgresql-client)';

/**
 * The URL libpq's tools are given, without its password, which goes in PGPASSWORD instead: a
 * command line is visible to every user of the machine (`ps`), a process's environment is not.
 */
function toolConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a PostgreSQL client tool; its standard output, or an error with what it said on stderr. */
function runTool(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${command} is not on PATH: ${INSTALL_HINT}`) : error),
    );
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`));
    });
  });
}

/** A client tool's `--version` line and its major version (`pg_dump (PostgreSQL) 15.20` is 15). */
async function toolVersion(command: 'pg_dump' | 'pg_restore'): Promise<{ text: string; major: number }> {
  const text = (await runTool(command, ['--version'])).trim();
  return { text, major: majorOf(text) };
}

/** The major version in a tool's version line; NaN when there is none. */
export function majorOf(versionLine: string): number {
  return Number(/\(PostgreSQL\)\s+(\d+)/.exec(versionLine)?.[1] ?? Number.NaN);
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  return client;
}

async function migrationsIn(client: pg.Client, url: string): Promise<string[]> {
  const { rows: tables } = await client.query(`select to_regclass('kysely_migration') as name`);
  if (!tables[0]?.name)
    throw new Error(`${redactUrl(url)} is not a shop database (it has no kysely_migration table)`);
  const { rows } = await client.query<{ name: string }>('select name from kysely_migration order by name');
  return rows.map((row) => row.name);
}

/**
 * `pg_dump --format=custom` of the database into `target`. The dump reads the snapshot a
 * transaction here exported, the one the migrations are read in, so the manifest's schema is the
 * dump's. pg_dump refuses a server newer than itself; this says so before it starts.
 */
export async function dumpPostgres(
  url: string,
  target: string,
): Promise<{ migrations: string[]; tool: string }> {
  const tool = await toolVersion('pg_dump');
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    const serverMajor = Math.floor(Number(rows[0]?.server_version_num) / 10_000);
    if (!(tool.major >= serverMajor))
      throw new Error(
        `${tool.text} cannot dump a PostgreSQL ${serverMajor} server: install the client of version ` +
          `${serverMajor} or newer (apt-get install postgresql-client-${serverMajor})`,
      );
    await client.query('begin isolation level repeatable read read only');
    const { rows: snapshot } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const migrations = await migrationsIn(client, url);
    const { dbname, env } = toolConnection(url);
    await runTool(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot[0]!.id}`,
        `--file=${target}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query('commit');
    return { migrations, tool: tool.text };
  } finally {
    await client.end();
  }
}

/**
 * The tables in schema `public`, and whether another client is connected to the database (a running
 * shop keeps connections open: its pool, its mail and rate jobs); autovacuum's workers do not count.
 */
export async function inspectPostgres(url: string): Promise<TargetState> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ tables: number; sessions: number }>(
      `select (select count(*)::int from pg_tables where schemaname = 'public') as tables,
              (select count(*)::int from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()
                  and backend_type = 'client backend') as sessions`,
    );
    const { tables, sessions } = rows[0]!;
    return {
      tables,
      ...(sessions > 0 && {
        inUse: `${redactUrl(url)} has ${sessions} other connection(s) (a running shop?): stop it first`,
      }),
    };
  } finally {
    await client.end();
  }
}

/** pg_restore reads dumps of its own version and older: an error before anything is changed otherwise. */
export async function checkPgRestore(dumpTool: string): Promise<void> {
  const tool = await toolVersion('pg_restore');
  const dumpMajor = majorOf(dumpTool);
  if (tool.major < dumpMajor)
    throw new Error(
      `the backup was made by ${dumpTool}, which ${tool.text} cannot read: install the client of ` +
        `version ${dumpMajor} or newer (apt-get install postgresql-client-${dumpMajor})`,
    );
}

/**
 * `--force`: empties schema `public`. Dropping it takes the pg_trgm extension with it, whose
 * `create extension` the dump carries. A lock still held elsewhere fails it after 10 s rather than
 * waiting on it for good.
 */
export async function emptyPostgres(url: string): Promise<void> {
  const client = await connect(url);
  try {
    await client.query(`set lock_timeout = '10s'`);
    await client.query('begin');
    await client.query('drop schema public cascade');
    await client.query('create schema public');
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** `pg_restore` of a dump into an empty database, in one transaction: it all lands, or none of it. */
export async function restorePostgres(url: string, dumpFile: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      dumpFile,
    ],
    env,
  );
}
