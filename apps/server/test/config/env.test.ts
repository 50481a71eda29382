import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, looseTrustProxy, PDF_QUEUE_PER_WORKER } from '../../src/config/env.js';

describe('the forms settings in the environment', () => {
  it('defaults to a production-cost human check, no SMTP and the consult limit', () => {
    const config = loadConfig({});
    expect(config.humanCheck).toEqual({
      hmacKey: undefined,
      maxNumber: 500_000,
      raiseEveryFailures: 5,
      maxNumberCap: 4_000_000,
      expiresSeconds: 600,
    });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: undefined,
      managerEmail: undefined,
      pollIntervalMs: 5_000,
      maxAttempts: 20,
    });
    expect(config.rateLimits).toEqual({
      consult: { max: 10, windowSeconds: 600 },
      loginAccount: { max: 10, windowSeconds: 900 },
      loginAccountAllIps: { max: 100, windowSeconds: 900 },
      loginIp: { max: 30, windowSeconds: 900 },
      passwordResetEmail: { max: 5, windowSeconds: 3_600 },
      passwordResetIp: { max: 20, windowSeconds: 3_600 },
      registerIp: { max: 20, windowSeconds: 3_600 },
      paymentRefusals: { max: 60, windowSeconds: 600 },
      cartWrites: { max: 300, windowSeconds: 600 },
      catalogPdf: { max: 30, windowSeconds: 60 },
      humanCheckFailures: { max: 5, windowSeconds: 3_600 },
    });
  });

  it("renders PDFs on every core but the event loop's, 16 waiting a thread, unless told", () => {
    const workers = Math.max(1, availableParallelism() - 1);
    expect(loadConfig({}).pdf).toEqual({ workers, queueMax: workers * PDF_QUEUE_PER_WORKER });
    expect(PDF_QUEUE_PER_WORKER).toBe(16);
    expect(loadConfig({ PDF_WORKERS: '3' }).pdf).toEqual({ workers: 3, queueMax: 48 });
    expect(loadConfig({ PDF_WORKERS: '3', PDF_QUEUE_MAX: '0' }).pdf).toEqual({ workers: 3, queueMax: 0 });
    expect(() => loadConfig({ PDF_WORKERS: '0' })).toThrow(/PDF_WORKERS/);
    expect(() => loadConfig({ PDF_QUEUE_MAX: '-1' })).toThrow(/PDF_QUEUE_MAX/);
  });

  it('links mails to PUBLIC_URL without its trailing slash, by default to the local port', () => {
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://reestr-docs.ru/' }).publicUrl).toBe('https://reestr-docs.ru');
    // Unset is allowed (npm start needs nothing) but known, so the server can warn about it.
    expect(loadConfig({}).publicUrlIsDefault).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://reestr-docs.ru/' }).publicUrlIsDefault).toBe(false);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://reestr-docs.ru' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'reestr-docs.ru' })).toThrow(/PUBLIC_URL/);
  });

  it('reads every variable, and an empty one as unset', () => {
    const config = loadConfig({
      ALTCHA_HMAC_KEY: 'k'.repeat(32),
      ALTCHA_MAX_NUMBER: '1000',
      ALTCHA_EXPIRES_SECONDS: '60',
      ALTCHA_RAISE_EVERY_FAILURES: '3',
      ALTCHA_FAILURE_WINDOW_SECONDS: '600',
      ALTCHA_MAX_NUMBER_CAP: '50000',
      SMTP_URL: 'smtps://user:secret@mail.example.ru:465',
      MAIL_FROM: 'Shop <robot@example.ru>',
      MANAGER_EMAIL: '',
      MAIL_POLL_INTERVAL_MS: '0',
      MAIL_MAX_ATTEMPTS: '3',
      RATE_LIMIT_CONSULT_MAX: '2',
      RATE_LIMIT_CONSULT_WINDOW_SECONDS: '30',
    });
    expect(config.humanCheck).toEqual({
      hmacKey: 'k'.repeat(32),
      maxNumber: 1_000,
      raiseEveryFailures: 3,
      maxNumberCap: 50_000,
      expiresSeconds: 60,
    });
    expect(config.rateLimits.humanCheckFailures).toEqual({ max: 3, windowSeconds: 600 });
    // A cap below the base cost is the base cost.
    expect(
      loadConfig({ ALTCHA_MAX_NUMBER: '1000', ALTCHA_MAX_NUMBER_CAP: '500' }).humanCheck.maxNumberCap,
    ).toBe(1_000);
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.ru:465',
      from: 'Shop <robot@example.ru>',
      managerEmail: undefined,
      pollIntervalMs: 0,
      maxAttempts: 3,
    });
    expect(config.rateLimits.consult).toEqual({ max: 2, windowSeconds: 30 });
    expect(loadConfig({ SMTP_URL: '' }).mail.smtpUrl).toBeUndefined();
  });

  it.each([
    ['ALTCHA_HMAC_KEY', 'short', /ALTCHA_HMAC_KEY: at least 32 characters/],
    ['SMTP_URL', 'http://mail.example.ru', /SMTP_URL: an smtp:\/\/ or smtps:\/\/ URL/],
    ['MANAGER_EMAIL', 'manager', /MANAGER_EMAIL/],
    ['ALTCHA_MAX_NUMBER', '5', /ALTCHA_MAX_NUMBER/],
    ['ALTCHA_RAISE_EVERY_FAILURES', '0', /ALTCHA_RAISE_EVERY_FAILURES/],
    ['RATE_LIMIT_CONSULT_MAX', '0', /RATE_LIMIT_CONSULT_MAX/],
    ['RATE_LIMIT_LOGIN_MAX', '0', /RATE_LIMIT_LOGIN_MAX/],
    ['RATE_LIMIT_PASSWORD_RESET_IP_WINDOW_SECONDS', 'x', /RATE_LIMIT_PASSWORD_RESET_IP_WINDOW_SECONDS/],
  ])('refuses a bad %s with a readable message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  it("is off by default, or the proxies' addresses and CIDRs, or a hop count", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,fd00:1:2::/48, 203.0.113.7' }).trustProxy).toEqual(
      ['10.0.0.0/8', 'loopback', 'fd00:1:2::/48', '203.0.113.7'],
    );
    expect(loadConfig({ TRUST_PROXY: '2606:4700::/32,104.16.0.0/13' }).trustProxy).toEqual([
      '2606:4700::/32',
      '104.16.0.0/13',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'hops:1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'hops:2' }).trustProxy).toBe(2);
  });

  it.each([
    'everyone',
    '999.1.1.1',
    '10.0.0.0/33',
    '10.0.0.0/8/8',
    'hops:0',
    'hops:11',
    'hops:1,10.0.0.1',
    '::/129',
  ])('refuses %s as no proxy at all', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  // In production nothing that lets a client outside the operator's proxies choose
  // the address rate limits and records count it by.
  it.each([
    'true',
    '1',
    'yes',
    '0.0.0.0/0',
    '::/0',
    '10.0.0.1, 0.0.0.0/0',
    '0.0.0.0/7',
    '2000::/3',
    '::ffff:0:0/96',
    '::/64',
    'linklocal',
    'uniquelocal',
    'loopback,UNIQUELOCAL',
  ])('refuses %s in production, accepts it in development and test', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*refused in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', TRUST_PROXY: value })).toThrow(ConfigError);
    for (const env of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV: env, TRUST_PROXY: value });
      expect(looseTrustProxy(config.trustProxy)).toBeDefined();
    }
  });

  it('accepts loopback, exact addresses, narrow CIDRs and hop counts in production', () => {
    for (const value of [
      'loopback',
      '127.0.0.1',
      '10.0.0.0/8',
      '10.1.2.0/24',
      '::1',
      'fd12:3456::/48',
      'hops:1',
    ]) {
      expect(
        looseTrustProxy(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: value }).trustProxy),
      ).toBeUndefined();
    }
  });
});

describe('the demo and a real shop (SHOP_MODE)', () => {
  const robokassa = { ROBOKASSA_LOGIN: 'shop', ROBOKASSA_PASSWORD1: 'one', ROBOKASSA_PASSWORD2: 'two' };

  it('is the demo outside production: demo data, the sandbox, Robokassa in test mode', () => {
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { SHOP_MODE: 'demo' }]) {
      const config = loadConfig({ ...env, ...robokassa });
      expect(config.mode).toBe('demo');
      expect(config.seedDemoData).toBe(true);
      expect(config.payments.provider).toBe('sandbox');
      expect(config.payments.methods).toEqual(['card', 'invoice']);
      expect(config.payments.robokassa.isTest).toBe(true);
      expect(config.demoOverrides).toEqual([]);
    }
  });

  it('is a real shop under NODE_ENV=production: no demo data, no card payments without a provider', () => {
    for (const env of [
      {},
      { NODE_ENV: 'production' },
      { SHOP_MODE: 'production', NODE_ENV: 'development' },
    ]) {
      const config = loadConfig(env);
      expect(config.mode).toBe('production');
      expect(config.seedDemoData).toBe(false);
      expect(config.payments.provider).toBeNull();
      expect(config.payments.methods).toEqual(['invoice']);
      expect(config.demoOverrides).toEqual([]);
    }
    const live = loadConfig({ PAYMENT_PROVIDER: 'robokassa', ...robokassa });
    expect(live.payments).toMatchObject({ provider: 'robokassa', methods: ['card', 'invoice'] });
    expect(live.payments.robokassa.isTest).toBe(false);
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'sandbox' }, 'PAYMENT_PROVIDER=sandbox'],
    [{ SEED_DEMO_DATA: 'true' }, 'SEED_DEMO_DATA=true'],
    [{ PAYMENT_PROVIDER: 'robokassa', ROBOKASSA_TEST: '1', ...robokassa }, 'ROBOKASSA_TEST=true'],
    // Robokassa's credentials alone keep its notifications answered, so its test mode counts too.
    [
      {
        PAYMENT_PROVIDER: 'yookassa',
        YOOKASSA_SHOP_ID: '1',
        YOOKASSA_SECRET_KEY: 'k',
        ROBOKASSA_TEST: 'yes',
        ...robokassa,
      },
      'ROBOKASSA_TEST=true',
    ],
  ])('refuses to start production with the demo setting %j, naming it', (env, setting) => {
    expect(() => loadConfig({ SHOP_MODE: 'production', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ SHOP_MODE: 'production', ...env })).toThrow(
      new RegExp(`${setting.split('=')[0]}.*\\n.*ALLOW_DEMO_IN_PRODUCTION`, 's'),
    );
  });

  it('starts production with the demo settings when told to, and lists them for the log', () => {
    const config = loadConfig({
      SHOP_MODE: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      SEED_DEMO_DATA: '1',
      ALLOW_DEMO_IN_PRODUCTION: 'true',
    });
    expect(config.mode).toBe('production');
    expect(config.payments.provider).toBe('sandbox');
    expect(config.demoOverrides).toEqual(['SEED_DEMO_DATA=true', 'PAYMENT_PROVIDER=sandbox']);
  });

  it('takes PAYMENT_PROVIDER=none in the demo too: bank transfers only', () => {
    const config = loadConfig({ SHOP_MODE: 'demo', PAYMENT_PROVIDER: 'none', PAYMENT_METHODS: 'card' });
    expect(config.payments.provider).toBeNull();
    expect(config.payments.methods).toEqual([]);
  });

  it('refuses an unknown SHOP_MODE', () => {
    expect(() => loadConfig({ SHOP_MODE: 'staging' })).toThrow(/SHOP_MODE/);
  });
});

describe('the database timeouts', () => {
  it('default to seconds, and are read from the environment', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({
      connectMs: 5_000,
      statementMs: 30_000,
      queryMs: 35_000,
      startWaitSeconds: 60,
    });
    expect(
      loadConfig({
        PG_CONNECT_TIMEOUT_MS: '1000',
        PG_STATEMENT_TIMEOUT_MS: '0',
        PG_QUERY_TIMEOUT_MS: '2000',
        DATABASE_START_WAIT_SECONDS: '5',
      }).databaseTimeouts,
    ).toEqual({ connectMs: 1_000, statementMs: 0, queryMs: 2_000, startWaitSeconds: 5 });
    expect(() => loadConfig({ PG_CONNECT_TIMEOUT_MS: '10' })).toThrow(/PG_CONNECT_TIMEOUT_MS/);
  });
});

describe('LOG_FORMAT', () => {
  it('is unset by default (the process picks by its output), or json, or pretty', () => {
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: '' }).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('refuses another value with the values it takes', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT: json or pretty/);
  });
});

describe('DEMO_ACCOUNTS_FILE', () => {
  it('lies beside a SQLite database, in data/ for PostgreSQL, or where it is told', () => {
    expect(loadConfig({ DATABASE_URL: '/srv/shop/shop.sqlite' }).demoAccountsFile).toBe(
      '/srv/shop/demo-accounts.json',
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/shop' }).demoAccountsFile).toMatch(
      /\/data\/demo-accounts\.json$/,
    );
    expect(loadConfig({}).demoAccountsFile).toBe(
      loadConfig({}).databaseUrl.replace(/storefront\.sqlite$/, 'demo-accounts.json'),
    );
    expect(loadConfig({ DEMO_ACCOUNTS_FILE: '/tmp/x.json' }).demoAccountsFile).toBe('/tmp/x.json');
  });
});
