import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger, FastifyLoggerOptions } from 'fastify';
import { buildApp, loggerOptions } from './app.js';
import { ConfigError, loadConfig, looseTrustProxy } from './config/env.js';
import { createDatabase, waitForDatabase } from './db/database.js';
import { prepareShopStart } from './start-up.js';
import { chooseLogFormat, prettyLogStream } from './lib/log-output.js';
import { shopUrlOf, welcomeRecord, welcomeText } from './welcome.js';

/** The signals that stop the server gracefully. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** A stop signal this soon after the first is the same stop arriving twice, not an impatient second one. */
const SAME_STOP_MS = 2_000;

/** Whether HOST takes connections from this machine only. */
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

/** A warning before the app (and its logger) exists, as a log line of the same JSON shape. */
function warnBeforeTheApp(
  output: { write(line: string): unknown },
  msg: string,
  fields: Record<string, unknown>,
): void {
  output.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, ...fields, msg })}\n`);
}

/** The process: configuration, database, app, listening, graceful shutdown. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const logFormat = chooseLogFormat(config.logFormat, process.stdout.isTTY === true);
  // Pino's own JSON output unless a person reads it; the pretty printer takes the same JSON lines.
  const prettyLog = logFormat === 'pretty' ? await prettyLogStream() : undefined;
  const logOutput = prettyLog ?? process.stdout;
  // The app's log, once it is built: a connection lost before then is only replaced.
  const built: { log?: FastifyBaseLogger } = {};
  // A connection lost (a PostgreSQL restart, a failover) is replaced; the process goes on.
  const onConnectionError = (error: Error) => built.log?.warn({ err: error }, 'database connection lost');
  const timeouts = config.databaseTimeouts;
  // Migrations, the demo register and a register's import take as long as they take: their
  // connections have no statement timeouts. PostgreSQL's requests get connections that do.
  const maintenance = createDatabase({
    url: config.databaseUrl,
    poolMax: 2,
    connectTimeoutMs: timeouts.connectMs,
    onConnectionError,
  });
  await waitForDatabase(maintenance, {
    waitMs: timeouts.startWaitSeconds * 1_000,
    onRetry: (attempt, error, nextInMs) =>
      warnBeforeTheApp(logOutput, `waiting for the database at ${maintenance.description}`, {
        attempt,
        reason: error.message,
        retryInMs: nextInMs,
      }),
  });
  // The demo's staff come with the demo data; a real shop's first administrator is made by hand.
  const { prepared, demoCompanies, demoAccounts } = await prepareShopStart(maintenance, {
    seedDemoData: config.seedDemoData,
    demoRegisterSize: config.demoRegisterSize,
    ...(config.mode === 'demo' && config.seedDemoData && { demoAccountsFile: config.demoAccountsFile }),
  });
  const database =
    maintenance.dialect === 'postgres'
      ? createDatabase({
          url: config.databaseUrl,
          poolMax: config.pgPoolMax,
          connectTimeoutMs: timeouts.connectMs,
          statementTimeoutMs: timeouts.statementMs,
          queryTimeoutMs: timeouts.queryMs,
          onConnectionError,
        })
      : maintenance;
  const app = await buildApp({
    config,
    database,
    maintenanceDatabase: maintenance,
    ...(prettyLog && {
      logger: { ...(loggerOptions(config) as FastifyLoggerOptions), stream: prettyLog },
    }),
  });
  built.log = app.log;

  // Stop signals are handled here, not by close-with-grace, which exits at once on a second one.
  const grace = closeWithGrace(
    { delay: config.shutdownTimeoutMs, skip: [...STOP_SIGNALS] },
    async ({ err }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error');
      // Fastify runs onClose hooks last-registered first; the database must outlive all of them
      // (the mail sender finishes its current mail), so it is closed after the app.
      await app.close();
      await database.destroy();
      if (maintenance !== database) await maintenance.destroy();
    },
  );
  let stoppingSince: number | undefined;
  for (const stop of STOP_SIGNALS)
    process.on(stop, (signal: NodeJS.Signals) => {
      const now = Date.now();
      if (stoppingSince === undefined) {
        stoppingSince = now;
        // Not ready from now on, still serving: the load balancer moves on before the door shuts.
        app.startDraining();
        app.log.info(
          { signal, drainMs: config.shutdownDrainMs },
          'closing: not ready while draining, then in-flight requests are answered first',
        );
        setTimeout(() => void grace.close(), config.shutdownDrainMs);
      } else if (now - stoppingSince > SAME_STOP_MS) {
        // Asked again later (a second Ctrl-C): the grace period is not waited for.
        app.log.error({ signal }, 'second stop signal: exiting at once');
        process.exit(1);
      }
      // Else the same stop reached this process twice: signalled to the process group, it comes
      // both straight and forwarded by `npm start`'s wrapper; it is one stop.
    });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      mode: config.mode,
      paymentProvider: config.payments.provider ?? 'none',
      paymentMethods: config.payments.methods,
      database: database.description,
      migrationsApplied: prepared.migrationsApplied,
      seeded: prepared.seeded,
      emptyShop: prepared.baseWritten,
      calendarYearsAdded: prepared.calendarYearsAdded,
      demoCompanies,
      demoAccountsPasswordsSet: demoAccounts?.passwordsSet,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `storefront (${config.mode === 'demo' ? 'demo shop: demo data, simulated payments' : 'production'}) listening on http://${config.host}:${config.port}`,
  );
  // Every start, so that nobody runs a shop taking no real money without being told each time.
  if (config.demoOverrides.length > 0)
    app.log.error(
      { demoOverrides: config.demoOverrides },
      `SHOP_MODE=production runs with the demo's settings (ALLOW_DEMO_IN_PRODUCTION): ${config.demoOverrides.join(', ')}; its payments take no money and are marked test`,
    );
  if (prepared.baseWritten)
    app.log.info(
      {},
      'an empty shop: sign in to /admin as an administrator (npm run manager -- create EMAIL --admin) and follow the set-up checklist',
    );
  // Production refuses such a value at start; elsewhere it stays usable for a developer's setup.
  const looseProxy = looseTrustProxy(config.trustProxy);
  if (looseProxy)
    app.log.warn(
      { trustProxy: config.trustProxy },
      `TRUST_PROXY: ${looseProxy} (accepted outside production only)`,
    );
  // A demo on this machine's loopback is opened from this machine: its links to it are right.
  const servesOthers = config.mode === 'production' || !isLoopback(config.host);
  if (config.publicUrlIsDefault && config.env === 'production' && servesOthers)
    app.log.warn(
      { publicUrl: config.publicUrl },
      'PUBLIC_URL is not set: password-reset mails and manager links point at this machine; set it to the shop address customers use',
    );

  const listened = app.server.address() as AddressInfo;
  const welcome = {
    mode: config.mode,
    shopUrl: shopUrlOf(
      { host: config.host, port: listened.port },
      config.publicUrlIsDefault ? undefined : config.publicUrl,
    ),
    ...(demoAccounts && { demoAccounts: { accounts: demoAccounts.accounts, file: config.demoAccountsFile } }),
    mailKeptInOutbox: !config.mail.smtpUrl,
  };
  // The passwords go to the person at the terminal only, as `npm run manager` shows a new one: a
  // JSON log is read by collectors and kept by others, so it names the file (mode 0600) instead.
  if (prettyLog) process.stdout.write(welcomeText(welcome));
  else {
    const record = welcomeRecord(welcome);
    app.log.info(record.fields, record.message);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
