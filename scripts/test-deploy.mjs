#!/usr/bin/env node
// `npm run test:deploy`: the deployment kit (deploy/, docs/deploy.md) under faults. Three instances
// of the built server on one fresh PostgreSQL database behind deploy/nginx/storefront.conf, then:
// a paid checkout through nginx; `kill -9` of one instance under a checkout load (no order lost or
// doubled); every database backend terminated (all instances alive and serving again); SIGTERM to
// an instance's process group with requests in flight (answered, exit 0). Prints the figures and
// exits non-zero on any failed check. Needs nginx (apt-get install nginx) and PostgreSQL
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test); without either it is
// skipped with one line, and fails under CI. Loopback only.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../bench/processes.mjs';
import { token } from '../bench/shop-api.mjs';
import { alive, signalGroup, sleep, startInstance, statusOf, waitReady } from './deploy-test/instances.mjs';
import {
  findNginx,
  nginxConf,
  siteForTest,
  startNginx,
  testConfig,
  writeConf,
} from './deploy-test/nginx.mjs';
import { checkoutFields, pool, post, postFrom, prepareGuest } from './deploy-test/shop-client.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Checkouts of the load, and how many run at once; each guest has its own address in a /24. */
const GUESTS = 150;
const AT_ONCE = 15;
/** The drain the test's instances report not ready for before they close (production: 5 s). */
const DRAIN_MS = 500;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function skip(line) {
  if (process.env.CI === 'true') {
    console.error(`${line}; CI must run the deploy test`);
    process.exit(1);
  }
  console.log(`Deploy test skipped: ${line}`);
  process.exit(0);
}

const nginx = findNginx();
if (!nginx) skip('no nginx (apt-get install nginx)');
const admin = new pg.Client({ connectionString: baseUrl });
try {
  await admin.connect();
} catch (error) {
  skip(`PostgreSQL at ${baseUrl} is unreachable (${error.message})`);
}
if (
  !existsSync(join(root, 'apps/server/dist/server.js')) ||
  !existsSync(join(root, 'apps/web/dist/index.html'))
) {
  console.log('--- no build: npm run build');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  return ok;
}
const counter = () => {
  const counts = new Map();
  return {
    add: (key) => counts.set(key, (counts.get(key) ?? 0) + 1),
    text: () =>
      [...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status || 'no answer'}: ${n}`)
        .join(', ') || 'none',
    total: () => [...counts.values()].reduce((sum, n) => sum + n, 0),
    of: (key) => counts.get(key) ?? 0,
  };
};

/** Requests through nginx until stopped: GETs of `readPath` and a customer's get-order POSTs. */
function lightLoad(shop, customer, workers, readPath) {
  const gets = counter();
  const posts = counter();
  let running = true;
  const done = Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; running; i++) {
        if ((i + worker) % 2 === 0) gets.add(await statusOf(shop(readPath)));
        else
          posts.add((await post(shop(`/api/get-order?order_id=${customer.orderId}`), customer.form)).status);
        await sleep(20);
      }
    }),
  );
  return {
    gets,
    posts,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/**
 * Kept-alive connections, as nginx's upstream keepalive holds them: a stopping instance must close
 * them itself (Connection: close), or they keep it open, idle, until its grace period runs out.
 */
const keepAlive = new Agent({ keepAlive: true, maxSockets: 16 });

/** POSTs `body` straight to an instance in two halves `pauseMs` apart: in flight that long. */
function slowPost(port, path, body, pauseMs) {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: keepAlive,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    req.on('error', () => resolve(0));
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    setTimeout(() => req.end(body.slice(half)), pauseMs);
  });
}

const dir = mkdtempSync(join(tmpdir(), 'storefront-deploy-'));
const dbName = `deploy_${process.pid}_${randomBytes(4).toString('hex')}`;
const dbUrl = new URL(baseUrl);
dbUrl.pathname = `/${dbName}`;
const instances = [];
let nginxProcess;
// Whatever happens to this script, nothing it started outlives it.
process.on('exit', () => {
  for (const instance of instances) signalGroup(instance, 'SIGKILL');
  if (nginxProcess?.exitCode === null) process.kill(-nginxProcess.pid, 'SIGKILL');
});
process.on('SIGINT', () => process.exit(130));

await admin.query(`create database ${dbName}`);
const db = new pg.Client({ connectionString: dbUrl.href });
const figures = {};
try {
  await db.connect();
  const instancePorts = [await freePort(), await freePort(), await freePort()];
  const httpPort = await freePort();
  const httpsPort = await freePort();
  const shopUrl = `http://127.0.0.1:${httpsPort}`;
  const shop = (path) => `${shopUrl}${path}`;
  const metricsToken = randomBytes(24).toString('base64url');
  mkdirSync(join(dir, 'documents'));
  mkdirSync(join(dir, 'uploads'));
  const env = {
    NODE_ENV: 'production',
    // The demo shop: its catalogue and rate, and the sandbox's card payments.
    SHOP_MODE: 'demo',
    DEMO_REGISTER_SIZE: '300',
    DATABASE_URL: dbUrl.href,
    PG_POOL_MAX: '5',
    HOST: '127.0.0.1',
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: shopUrl,
    DOCUMENTS_DIR: join(dir, 'documents'),
    UPLOADS_DIR: join(dir, 'uploads'),
    ALTCHA_MAX_NUMBER: '1000',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: 'info',
  };

  // --- 2. three instances started at once on a fresh database (one migrates and seeds)
  console.log(`--- three instances on ${dbName}, ports ${instancePorts.join(', ')}; logs in ${dir}`);
  const startedAt = performance.now();
  for (const port of instancePorts) instances.push(startInstance(root, dir, port, env));
  await Promise.all(instances.map((instance) => waitReady(instance, 120_000)));
  figures.startSeconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  check('three instances started at once are ready', true, `${figures.startSeconds} s`);

  // --- 3. nginx with the site as shipped
  const site = readFileSync(join(root, 'deploy/nginx/storefront.conf'), 'utf8');
  const ports = { instancePorts, httpPort, httpsPort, dir };
  const openssl = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=shop.example'].concat([
      '-keyout',
      join(dir, 'tls.key'),
      '-out',
      join(dir, 'tls.crt'),
    ]),
    { stdio: 'ignore' },
  );
  if (openssl.status === 0) {
    const tls = { cert: join(dir, 'tls.crt'), key: join(dir, 'tls.key') };
    const tested = testConfig(
      nginx,
      dir,
      writeConf(dir, 'nginx-tls.conf', nginxConf(dir, siteForTest(site, { ...ports, tls }))),
    );
    check('the site with its TLS server passes nginx -t', tested.ok, tested.ok ? '' : tested.output);
  } else {
    console.log('(no openssl: the TLS server block is not checked with nginx -t)');
  }
  const confFile = writeConf(
    dir,
    'nginx.conf',
    nginxConf(dir, siteForTest(site, { ...ports, tls: undefined })),
  );
  const tested = testConfig(nginx, dir, confFile);
  if (!check('the site passes nginx -t', tested.ok, tested.ok ? '' : tested.output))
    throw new Error('nginx -t');
  nginxProcess = await startNginx(nginx, dir, confFile, shop('/api/health/live'));

  // --- 4. a checkout journey through nginx
  const home = await fetch(shop('/'));
  const html = await home.text();
  const assetPath = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  check('the home page through nginx', home.status === 200 && assetPath !== undefined, `${home.status}`);
  if (assetPath) {
    const asset = await fetch(shop(assetPath));
    await asset.arrayBuffer();
    const cacheControl = asset.headers.get('cache-control');
    check(
      'a hashed asset is cached for a year',
      asset.status === 200 && cacheControl === IMMUTABLE,
      `${assetPath} ${asset.status}, cache-control "${cacheControl}", content-encoding ${asset.headers.get('content-encoding') ?? 'none'}`,
    );
  }
  const redirect = await fetch(`http://127.0.0.1:${httpPort}/faq?from=mail`, { redirect: 'manual' });
  check(
    'plain HTTP redirects to HTTPS',
    redirect.status === 301 && redirect.headers.get('location') === 'https://shop.example/faq?from=mail',
    `${redirect.status} ${redirect.headers.get('location')}`,
  );
  // Without the token, or in a build without metrics, the app answers /metrics with a page (200).
  const bearer = { headers: { authorization: `Bearer ${metricsToken}` } };
  const direct = await fetch(`http://127.0.0.1:${instancePorts[0]}/metrics`, bearer);
  const directText = await direct.text();
  const scraped = direct.status === 200 && directText.includes('# TYPE');
  const metricsBuilt = readFileSync(join(root, 'apps/server/dist/server.js'), 'utf8').includes(
    'METRICS_TOKEN',
  );
  const viaNginx = await statusOf(shop('/metrics'), bearer);
  check(
    '/metrics is scraped on an instance, never through nginx',
    viaNginx === 404 && scraped === metricsBuilt,
    `through nginx ${viaNginx}; on the instance ${direct.status} ${scraped ? 'metrics' : metricsBuilt ? 'no metrics' : '(this build has no metrics)'}`,
  );

  const { products } = (await post(shop('/api/products'), { lang: 'ru-RU', country_id: 1 })).json;
  const run = Date.now().toString(36);
  const journeyGuest = await prepareGuest(shop, {
    run,
    index: GUESTS,
    clientIp: '203.0.113.7',
    products: products.slice(0, 2),
    tokens: 1,
  });
  // From an address of this machine that is not loopback, when it has one: nginx sees a client
  // the app does not trust as a proxy, so the app must take that address, not the header's claim.
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
  const journeyFields = { ...checkoutFields(journeyGuest, 'card'), token: journeyGuest.tokens[0] };
  const placed = outside
    ? await postFrom(shop('/api/save-order'), journeyFields, outside, journeyGuest.clientIp)
    : await post(shop('/api/save-order'), journeyFields, journeyGuest.clientIp);
  const paymentForm = placed.json?.payment_form;
  check(
    'save-order by card through nginx',
    placed.status === 200 && paymentForm?.action === shop('/pay/sandbox'),
    `${placed.status}, pay at ${paymentForm?.action}`,
  );
  const customer = {
    orderId: placed.json?.order?.id,
    form: { lang: 'ru-RU', auth_key: placed.json?.user?.auth_key },
  };
  const payPage = await statusOf(`${paymentForm?.action}?payment=${paymentForm?.fields?.payment}`);
  const decision = await fetch(shop('/pay/sandbox'), {
    method: 'POST',
    body: new URLSearchParams({ payment: paymentForm?.fields?.payment ?? '', decision: 'approve' }),
    redirect: 'manual',
  });
  const paidOrder = await post(shop(`/api/get-order?order_id=${customer.orderId}`), customer.form);
  const stored = await db.query('select status, user_id from customer_order where id = $1', [
    customer.orderId,
  ]);
  check(
    'the sandbox payment through nginx pays the order',
    payPage === 200 && decision.status === 303 && paidOrder.json?.order?.status === 'paid',
    `payment page ${payPage}, decision ${decision.status} to ${decision.headers.get('location')}, order ${paidOrder.json?.order?.status}, stored ${stored.rows[0]?.status}`,
  );
  const sessionIps = (
    await db.query('select distinct ip from user_session where user_id = $1', [stored.rows[0]?.user_id])
  ).rows.map((row) => row.ip);
  if (outside)
    check(
      "the app sees the client's address as nginx saw it, not the client's own X-Forwarded-For",
      sessionIps.length === 1 && sessionIps[0] === outside,
      `from ${outside} claiming ${journeyGuest.clientIp}: session recorded from ${sessionIps.join(', ')}`,
    );
  else
    check(
      "the client's X-Forwarded-For reaches the app through nginx (no non-loopback address to send from)",
      sessionIps.length === 1 && sessionIps[0] === journeyGuest.clientIp,
      `session recorded from ${sessionIps.join(', ')}`,
    );

  // --- 5. kill -9 of one instance under a checkout load
  console.log(
    `--- ${GUESTS} checkouts through nginx, ${AT_ONCE} at a time, each sent twice at once; kill -9 of one instance`,
  );
  const guests = await pool(
    Array.from(
      { length: GUESTS },
      (_, index) => () =>
        prepareGuest(shop, {
          run,
          index,
          clientIp: `198.51.100.${index + 1}`,
          products: products.slice(0, 2),
          tokens: 2,
        }),
    ),
    8,
  );
  const checkoutStatuses = counter();
  const victim = instances[0];
  let begun = 0;
  let retriedGuests = 0;
  const loadStarted = performance.now();
  await pool(
    guests.map((guest) => async () => {
      if (++begun === Math.floor(GUESTS / 3)) {
        signalGroup(victim, 'SIGKILL');
        figures.killedAfterMs = Math.round(performance.now() - loadStarted);
      }
      const fields = checkoutFields(guest, 'invoice');
      guest.answers = [];
      const send = async (humanCheck) => {
        const answer = await post(shop('/api/save-order'), { ...fields, token: humanCheck }, guest.clientIp);
        checkoutStatuses.add(answer.status);
        guest.answers.push(answer);
        return answer;
      };
      // A double click; then, as a customer would, the button again while nothing was confirmed.
      let answers = await Promise.all(guest.tokens.map(send));
      for (let retry = 0; retry < 3 && !answers.some((answer) => answer.status === 200); retry++) {
        if (retry === 0) retriedGuests++;
        await sleep(300);
        answers = [await send(await token(shop))];
      }
    }),
    AT_ONCE,
  );
  figures.loadSeconds = ((performance.now() - loadStarted) / 1000).toFixed(1);
  await victim.exited;
  check('the killed instance is gone', victim.child.signalCode === 'SIGKILL', `${victim.child.signalCode}`);
  const acknowledged = new Map();
  let contradictory = 0;
  for (const guest of guests) {
    const ids = new Set(
      guest.answers.filter((answer) => answer.status === 200).map((answer) => answer.json.order.id),
    );
    if (ids.size > 1) contradictory++;
    if (ids.size > 0) acknowledged.set(guest.email, [...ids][0]);
  }
  const rows = (
    await db.query(
      'select email, count(*)::int as orders, min(id) as id from customer_order where email like $1 group by email',
      [`deploy-${run}-%`],
    )
  ).rows.filter((row) => row.email !== journeyGuest.email);
  const storedByEmail = new Map(rows.map((row) => [row.email, row]));
  const doubled = rows.filter((row) => row.orders > 1).length + contradictory;
  const lost = [...acknowledged].filter(([email, id]) => storedByEmail.get(email)?.id !== id).length;
  const storedOrders = rows.reduce((sum, row) => sum + row.orders, 0);
  const passedOn = readFileSync(join(dir, 'storefront.access.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('/api/save-order') && /upstream=\S+, /.test(line)).length;
  figures.checkout = {
    statuses: checkoutStatuses.text(),
    requests: checkoutStatuses.total(),
    failed: checkoutStatuses.total() - checkoutStatuses.of(200),
    acknowledged: acknowledged.size,
    stored: storedOrders,
    lost,
    doubled,
    retriedGuests,
    passedOn,
  };
  check(
    'every checkout acknowledged once the customer clicked again',
    acknowledged.size === GUESTS,
    `${acknowledged.size} of ${GUESTS}; ${retriedGuests} clicked again`,
  );
  check(
    'no order lost or doubled',
    lost === 0 && doubled === 0 && storedOrders === GUESTS,
    `acknowledged ${acknowledged.size}, stored ${storedOrders}, lost ${lost}, doubled ${doubled}`,
  );
  const loadSessions = (
    await db.query(
      `select o.email, s.ip from customer_order o join user_session s on s.user_id = o.user_id
        where o.email like $1`,
      [`deploy-${run}-%`],
    )
  ).rows.filter((row) => row.email !== journeyGuest.email);
  const guestIps = new Map(guests.map((guest) => [guest.email, guest.clientIp]));
  const wrongIps = loadSessions.filter((row) => guestIps.get(row.email) !== row.ip).length;
  check(
    "X-Forwarded-For passes through nginx: each guest's session has the guest's own address",
    loadSessions.length > 0 && wrongIps === 0,
    `${loadSessions.length} sessions, ${wrongIps} with another address`,
  );

  // --- 6. the killed instance back; every database backend terminated
  instances[0] = startInstance(root, dir, victim.port, env);
  const restartMs = await waitReady(instances[0], 60_000);
  check('the killed instance restarted and is ready', true, `${(restartMs / 1000).toFixed(1)} s`);
  // Readiness asks the database every time.
  const blip = lightLoad(shop, customer, 4, '/api/health/ready');
  await sleep(1_000);
  const terminated = (
    await db.query(
      `select count(*)::int as n from (select pg_terminate_backend(pid) as ok from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()) as killed where ok`,
    )
  ).rows[0].n;
  const terminatedAt = performance.now();
  const backMs = await Promise.all(
    instances.map(async (instance) => {
      for (;;) {
        if (!alive(instance)) return Infinity;
        if ((await statusOf(`http://127.0.0.1:${instance.port}/api/health/ready`)) === 200)
          return performance.now() - terminatedAt;
        if (performance.now() - terminatedAt > 30_000) return Infinity;
        await sleep(25);
      }
    }),
  );
  await sleep(1_500);
  await blip.stop();
  const serving = await Promise.all(
    instances.map(
      async (instance) =>
        (
          await post(
            `http://127.0.0.1:${instance.port}/api/get-order?order_id=${customer.orderId}`,
            customer.form,
          )
        ).status,
    ),
  );
  figures.terminate = {
    terminated,
    backMs: backMs.map((ms) => Math.round(ms)),
    gets: blip.gets.text(),
    posts: blip.posts.text(),
  };
  check(
    'every backend terminated: all instances alive and serving',
    terminated > 0 &&
      instances.every(alive) &&
      backMs.every(Number.isFinite) &&
      serving.every((s) => s === 200),
    `${terminated} backends terminated; ready again after ${figures.terminate.backMs.join(', ')} ms; a customer's order on each: ${serving.join(', ')}`,
  );

  // --- 7. SIGTERM to an instance's process group with requests in flight
  const stopping = instances[1];
  // A page: readiness would answer 503 while the instance drains, which it serves through.
  const during = lightLoad(shop, customer, 4, '/faq');
  await sleep(300);
  const body = new URLSearchParams(customer.form).toString();
  const path = `/api/get-order?order_id=${customer.orderId}`;
  // In flight past the drain: their bodies arrive after the instance has begun to close.
  const inFlight = [
    ...Array.from({ length: 3 }, () => slowPost(stopping.port, path, body, DRAIN_MS + 700)),
    ...Array.from({ length: 3 }, () => slowPost(stopping.port, path, body, 0)),
  ];
  await sleep(100);
  const signalledAt = performance.now();
  signalGroup(stopping, 'SIGTERM');
  // Its readiness from the signal until it stops answering: 200 until the signal is handled, then
  // 503 while it drains.
  const readiness = counter();
  for (;;) {
    const status = await statusOf(`http://127.0.0.1:${stopping.port}/api/health/ready`);
    readiness.add(status);
    if (status === 0 || !alive(stopping)) break;
    await sleep(20);
  }
  const exit = await Promise.race([
    stopping.exited,
    sleep(30_000).then(() => ({ code: 'none within 30 s' })),
  ]);
  figures.stopMs = Math.round(performance.now() - signalledAt);
  const answered = await Promise.all(inFlight);
  await sleep(500);
  await during.stop();
  figures.stop = { gets: during.gets.text(), posts: during.posts.text() };
  check('a draining instance reports not ready', readiness.of(503) > 0, `readiness ${readiness.text()}`);
  check(
    'SIGTERM to the process group: in-flight requests answered, exit 0',
    exit.code === 0 && exit.signal === null && answered.every((status) => status === 200),
    `exit ${exit.code}${exit.signal ? ` (${exit.signal})` : ''} after ${figures.stopMs} ms; in flight: ${answered.join(', ')}`,
  );
  check(
    'reads through nginx kept being answered during the stop',
    during.gets.total() > 0 && during.gets.of(200) === during.gets.total(),
    `GET ${figures.stop.gets}; POST ${figures.stop.posts}`,
  );

  // --- 7b. `npm start`'s wrapper and the server under one process group (Ctrl-C, a group SIGTERM):
  // the signal reaches both, the wrapper forwards it, and the server takes the two as one stop.
  const wrapper = startInstance(root, dir, stopping.port, env, join(root, 'scripts/start.mjs'));
  await waitReady(wrapper, 120_000);
  const wrapped = [
    ...Array.from({ length: 2 }, () => slowPost(stopping.port, path, body, DRAIN_MS + 500)),
    slowPost(stopping.port, path, body, 0),
  ];
  await sleep(100);
  signalGroup(wrapper, 'SIGTERM');
  const wrapperExit = await Promise.race([
    wrapper.exited,
    sleep(30_000).then(() => ({ code: 'none within 30 s' })),
  ]);
  const wrappedAnswers = await Promise.all(wrapped);
  check(
    "SIGTERM to npm start's process group: one stop, in-flight requests answered, exit 0",
    wrapperExit.code === 0 && wrappedAnswers.every((status) => status === 200),
    `exit ${wrapperExit.code}${wrapperExit.signal ? ` (${wrapperExit.signal})` : ''}; in flight: ${wrappedAnswers.join(', ')}`,
  );
} catch (error) {
  check('the run completed', false, error.stack ?? String(error));
} finally {
  // --- 8. stop everything, drop the database
  for (const instance of instances) if (alive(instance)) signalGroup(instance, 'SIGTERM');
  const nginxExited =
    nginxProcess?.exitCode === null && new Promise((resolve) => nginxProcess.once('exit', resolve));
  if (nginxProcess?.exitCode === null) process.kill(-nginxProcess.pid, 'SIGQUIT');
  await Promise.race([
    Promise.all([...instances.map((instance) => instance.exited), nginxExited]),
    sleep(20_000),
  ]);
  await db.end().catch(() => {});
  await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await admin.end();
}

console.log('--- summary');
console.log(`start: three instances ready ${figures.startSeconds ?? '?'} s after starting at once`);
if (figures.checkout) {
  const c = figures.checkout;
  console.log(
    `kill -9 after ${figures.killedAfterMs} ms of a ${figures.loadSeconds} s load: save-order requests ${c.requests} (${c.statuses}); failed ${c.failed}; nginx passed ${c.passedOn} on to another instance`,
  );
  console.log(
    `  checkouts ${GUESTS}: acknowledged ${c.acknowledged}, stored ${c.stored}, lost ${c.lost}, doubled ${c.doubled}; ${c.retriedGuests} customers clicked again`,
  );
}
if (figures.terminate) {
  const t = figures.terminate;
  console.log(
    `backends terminated ${t.terminated}: instances ready again after ${t.backMs.join(', ')} ms; light load through nginx GET ${t.gets}; POST ${t.posts}`,
  );
}
if (figures.stop)
  console.log(
    `SIGTERM: exit after ${figures.stopMs} ms (drain ${DRAIN_MS} ms); through nginx meanwhile GET ${figures.stop.gets}; POST ${figures.stop.posts}`,
  );
const failed = checks.filter((entry) => !entry.ok);
if (failed.length > 0) {
  console.log(`${failed.length} of ${checks.length} checks failed; logs kept in ${dir}`);
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
console.log(`all ${checks.length} checks passed`);
