import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { type PaymentMethodId, paymentMethodIds, type ShopMode, shopModes } from '@storefront/contract';
import { hextetsOf } from '../lib/client-network.js';

/** The repository root: the nearest folder up from here whose package.json declares workspaces. */
function findProjectRoot(start: string = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        // an unreadable package.json is not the root; keep looking
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

/** The proxy-addr keywords TRUST_PROXY may name. */
const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'] as const;

/**
 * One trusted proxy: an IPv4 or IPv6 address, optionally with a CIDR prefix, or a proxy-addr
 * keyword; undefined when it is neither.
 */
function proxyEntry(entry: string): { keyword: string } | { version: 4 | 6; prefix: number } | undefined {
  if ((PROXY_KEYWORDS as readonly string[]).includes(entry.toLowerCase()))
    return { keyword: entry.toLowerCase() };
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if ((version !== 4 && version !== 6) || rest.length > 0) return undefined;
  const bits = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { version, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return undefined;
  const prefix = Number(prefixText);
  // An IPv6 range that holds IPv4-mapped addresses (::ffff:0:0/96) covers IPv4 clients (on a
  // dual-stack socket they arrive as such): judge it as the IPv4 range it is, or every one.
  if (version === 6 && coversMappedIpv4(address, prefix))
    return { version: 4, prefix: Math.max(0, prefix - 96) };
  return { version, prefix };
}

function coversMappedIpv4(address: string, prefix: number): boolean {
  const value = (hextets: number[]) => hextets.reduce((sum, hextet) => (sum << 16n) | BigInt(hextet), 0n);
  const mask = prefix === 0 ? 0n : ((1n << 128n) - 1n) ^ ((1n << BigInt(128 - prefix)) - 1n);
  const mappedBlock = 0xffffn << 32n;
  return (value(hextetsOf(address) ?? []) & mask) === (mappedBlock & mask);
}

/**
 * The widest ranges a production TRUST_PROXY may name. A proxy sits in one subnet of one network;
 * an IPv4 /8 is the largest block anyone holds, an IPv6 /28 is wider than the ranges CDNs publish
 * for their proxies (Cloudflare's widest is a /29). Anything wider trusts strangers.
 */
const NARROWEST_PREFIX = { 4: 8, 6: 28 } as const;

/** How far proxies may be trusted in front of the server (`TRUST_PROXY`), as Fastify takes it. */
export type TrustProxy = boolean | number | string[];

/**
 * Why a TRUST_PROXY value would let a client outside the operator's own proxies choose the address
 * the shop counts it by, or undefined when it does not: every hop (`true`), a catch-all or
 * over-broad range, or a proxy-addr keyword that covers networks other tenants share (link-local,
 * unique-local: a cloud's private ranges hold other customers' machines too). Refused in
 * production; development and test accept it with a warning at start.
 */
export function looseTrustProxy(trustProxy: TrustProxy): string | undefined {
  if (trustProxy === true)
    return 'true (1, yes) trusts every hop, so any client can set its own address; name the proxies, or hops:N';
  if (!Array.isArray(trustProxy)) return undefined;
  for (const text of trustProxy) {
    const entry = proxyEntry(text);
    if (!entry) continue;
    if ('keyword' in entry) {
      if (entry.keyword !== 'loopback')
        return `${text} covers networks other machines share; name the proxies' own addresses or subnet`;
    } else if (entry.prefix < NARROWEST_PREFIX[entry.version]) {
      return `${text} covers too much of the internet; name the proxies' own addresses or subnet`;
    }
  }
  return undefined;
}

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['1', 'true', 'yes'].includes(value)));

/** A flag whose default depends on the shop's mode: undefined when it is not set. */
const optionalFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .optional()
  .transform((value) => (value === undefined ? undefined : ['1', 'true', 'yes'].includes(value)));

/** An optional setting; `NAME=` (empty, as compose files often leave them) reads as unset. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The addresses YooKassa sends its notifications from, as it publishes them
 * (https://yookassa.ru/developers/using-api/webhooks); YOOKASSA_NOTIFY_IPS replaces the list.
 */
export const YOOKASSA_PUBLISHED_RANGES = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

/** The Central Bank of Russia's daily rates (XML_daily.asp: windows-1251, decimal commas). */
export const CBR_DAILY_URL = 'https://www.cbr.ru/scripts/XML_daily.asp';

/**
 * PDF renders that may wait per thread when PDF_QUEUE_MAX is unset: a queued job costs the event
 * loop nothing, a refused client that retries at once does; at some 50 ms a render the last one
 * queued waits under a second (docs/decisions/057-pdfs-off-the-event-loop.md).
 */
export const PDF_QUEUE_PER_WORKER = 16;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  SHOP_MODE: unsetWhenEmpty(z.enum(shopModes)),
  ALLOW_DEMO_IN_PRODUCTION: flag(false),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATABASE_URL: z.string().optional(),
  PG_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  PG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  PG_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(35_000),
  DATABASE_START_WAIT_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
  SEED_DEMO_DATA: optionalFlag,
  DEMO_REGISTER_SIZE: z.coerce.number().int().min(0).max(10_000_000).default(50_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: unsetWhenEmpty(
    z.enum(['json', 'pretty'], 'json or pretty (unset: pretty on a terminal, else json)'),
  ),
  DEMO_ACCOUNTS_FILE: unsetWhenEmpty(z.string()),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      const text = value?.trim() ?? '';
      if (['', '0', 'false', 'no'].includes(text)) return false;
      if (['1', 'true', 'yes'].includes(text)) return true;
      const hops = /^hops:(\d{1,2})$/i.exec(text);
      if (hops && Number(hops[1]) >= 1 && Number(hops[1]) <= 10) return Number(hops[1]);
      const entries = text.split(',').map((entry) => entry.trim());
      if (!hops && entries.every((entry) => proxyEntry(entry) !== undefined)) return entries;
      ctx.addIssue({
        code: 'custom',
        message:
          "the proxies' addresses or CIDRs, comma-separated (or loopback), or hops:N for N proxies in front (1-10)",
      });
      return z.NEVER;
    }),
  WEB_DIST_DIR: z.string().optional(),
  UPLOADS_DIR: z.string().optional(),
  DOCUMENTS_DIR: z.string().optional(),
  DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(200 * 1024 * 1024)
    .default(20 * 1024 * 1024),
  CONTENT_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  CONTENT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1_000),
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  HEALTH_READY_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  METRICS_TOKEN: unsetWhenEmpty(z.string().min(24, 'at least 24 characters')),
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).max(600_000).default(1_000),
  // One core stays the event loop's: the threads take the others.
  PDF_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, availableParallelism() - 1)),
  PDF_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).optional(),
  RATE_LIMIT_PDF_MAX: z.coerce.number().int().min(1).max(1_000_000).default(30),
  RATE_LIMIT_PDF_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  ALTCHA_HMAC_KEY: unsetWhenEmpty(z.string().min(32, 'at least 32 characters')),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(500_000),
  ALTCHA_EXPIRES_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  ALTCHA_RAISE_EVERY_FAILURES: z.coerce.number().int().min(1).max(100_000).default(5),
  ALTCHA_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3_600),
  ALTCHA_MAX_NUMBER_CAP: z.coerce.number().int().min(10).max(100_000_000).optional(),
  SMTP_URL: unsetWhenEmpty(z.string().regex(/^smtps?:\/\/[^/]/, 'an smtp:// or smtps:// URL')),
  MAIL_FROM: unsetWhenEmpty(z.string().min(3)),
  MANAGER_EMAIL: unsetWhenEmpty(z.email()),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(20),
  RATE_LIMIT_CONSULT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  RATE_LIMIT_CONSULT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  PUBLIC_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/ })),
  RATE_LIMIT_LOGIN_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  RATE_LIMIT_LOGIN_IP_MAX: z.coerce.number().int().min(1).max(100_000).default(30),
  RATE_LIMIT_LOGIN_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  RATE_LIMIT_LOGIN_ACCOUNT_MAX: z.coerce.number().int().min(1).max(100_000).default(100),
  RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  RATE_LIMIT_PASSWORD_RESET_MAX: z.coerce.number().int().min(1).max(100_000).default(5),
  RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3_600),
  RATE_LIMIT_PASSWORD_RESET_IP_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
  RATE_LIMIT_PASSWORD_RESET_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3_600),
  RATE_LIMIT_REGISTER_IP_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
  RATE_LIMIT_REGISTER_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3_600),
  RATE_LIMIT_PAYMENT_REFUSED_MAX: z.coerce.number().int().min(1).max(100_000).default(60),
  RATE_LIMIT_PAYMENT_REFUSED_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  RATE_LIMIT_CART_WRITE_MAX: z.coerce.number().int().min(1).max(1_000_000).default(300),
  RATE_LIMIT_CART_WRITE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(43_200).default(240),
  SESSION_REMEMBERED_IDLE_MINUTES: z.coerce.number().int().min(1).max(43_200).default(20_160),
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1_440).default(60),
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(8),
  RECENT_LOGIN_MINUTES: z.coerce.number().int().min(1).max(1_440).default(15),
  PAYMENT_METHODS: z
    .string()
    .default('card,invoice')
    .transform((value, ctx) => {
      const methods = [...new Set(value.split(',').map((entry) => entry.trim()))].filter(Boolean);
      const unknown = methods.filter((method) => !(paymentMethodIds as readonly string[]).includes(method));
      if (methods.length === 0 || unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `comma-separated, of ${paymentMethodIds.join(', ')}` });
        return z.NEVER;
      }
      return methods as PaymentMethodId[];
    }),
  PAYMENT_PROVIDER: unsetWhenEmpty(z.enum(['sandbox', 'yookassa', 'robokassa', 'none'])),
  PAYMENT_SANDBOX_SECRET: unsetWhenEmpty(z.string().min(32, 'at least 32 characters')),
  YOOKASSA_SHOP_ID: unsetWhenEmpty(z.string().min(1)),
  YOOKASSA_SECRET_KEY: unsetWhenEmpty(z.string().min(1)),
  YOOKASSA_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.yookassa.ru/v3'),
  YOOKASSA_NOTIFY_IPS: z
    .string()
    .default(YOOKASSA_PUBLISHED_RANGES.join(','))
    .transform((value, ctx) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (entries.every((entry) => proxyEntry(entry) !== undefined && !('keyword' in proxyEntry(entry)!)))
        return entries;
      ctx.addIssue({ code: 'custom', message: 'addresses or CIDRs, comma-separated' });
      return z.NEVER;
    }),
  YOOKASSA_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
  ROBOKASSA_LOGIN: unsetWhenEmpty(z.string().min(1)),
  ROBOKASSA_PASSWORD1: unsetWhenEmpty(z.string().min(1)),
  ROBOKASSA_PASSWORD2: unsetWhenEmpty(z.string().min(1)),
  ROBOKASSA_HASH: z.enum(['md5', 'sha1', 'sha256', 'sha384', 'sha512']).default('md5'),
  ROBOKASSA_TEST: optionalFlag,
  ROBOKASSA_URL: z.url({ protocol: /^https?$/ }).default('https://auth.robokassa.ru/Merchant/Index.aspx'),
  ORDER_UNPAID_CANCEL_DAYS: z.coerce.number().int().min(1).max(365).default(5),
  CBR_RATE_IMPORT: flag(false),
  CBR_RATE_URL: z.url({ protocol: /^https?$/ }).default(CBR_DAILY_URL),
  CBR_RATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  /**
   * SHOP_MODE (docs/decisions/058-demo-and-production.md): the demo (demo data, sandbox payments, a
   * banner on every page) or a real shop, which starts with none of them. Unset: production under
   * NODE_ENV=production, else the demo; `npm start` sets demo when neither is set.
   */
  mode: ShopMode;
  /**
   * The demo's settings a production shop runs with all the same (ALLOW_DEMO_IN_PRODUCTION), each
   * as `NAME=value`: logged at error level at every start. Empty in the demo.
   */
  demoOverrides: string[];
  host: string;
  port: number;
  /** A postgres:// URL or an absolute SQLite file path. */
  databaseUrl: string;
  pgPoolMax: number;
  /** How the serving connections meet a slow or unreachable database. */
  databaseTimeouts: {
    /** PG_CONNECT_TIMEOUT_MS: opening a connection. */
    connectMs: number;
    /** PG_STATEMENT_TIMEOUT_MS: the server cancels a longer statement (0: never). */
    statementMs: number;
    /** PG_QUERY_TIMEOUT_MS: no answer by then, the connection is given up (0: never). */
    queryMs: number;
    /** DATABASE_START_WAIT_SECONDS: how long a start waits for the database before it gives up. */
    startWaitSeconds: number;
  };
  /** Fill an empty database with the demo shop on start. */
  seedDemoData: boolean;
  /** Companies in the demo shop's generated register (written with the demo shop; 0: none). */
  demoRegisterSize: number;
  logLevel: string;
  /**
   * LOG_FORMAT: `json` (one JSON object a line, for log collectors) or `pretty` (lines for a person);
   * undefined, the process picks by its output: pretty on a terminal, JSON otherwise.
   */
  logFormat: 'json' | 'pretty' | undefined;
  /**
   * Where the demo keeps its demo administrator's and manager's sign-ins (DEMO_ACCOUNTS_FILE; by
   * default beside a SQLite database, else data/demo-accounts.json). Used in the demo only.
   */
  demoAccountsFile: string;
  /**
   * Which hops may set X-Forwarded-For: none, the proxies' own addresses or subnets, or the number
   * of proxies in front (each appends the address it saw) — then a client cannot forge the IP rate
   * limits count by. `true` (every hop) and over-broad ranges only outside production.
   */
  trustProxy: TrustProxy;
  webDistDir: string;
  uploadsDir: string;
  /** Delivered product files, private: served only through the account's user-file call. */
  documentsDir: string;
  /** The largest delivered document the back-office takes (DOCUMENT_MAX_BYTES). */
  documentMaxBytes: number;
  /** The largest picture the back-office takes for pages, articles and answers (CONTENT_IMAGE_MAX_BYTES). */
  contentImageMaxBytes: number;
  /** How long a process may serve cached content before it re-checks the content revision. */
  contentCacheTtlMs: number;
  /** How many rendered guest pages a process keeps (PAGE_CACHE_ENTRIES; 0: none). */
  pageCacheEntries: number;
  shutdownTimeoutMs: number;
  /**
   * SHUTDOWN_DRAIN_MS: how long a stopping instance reports not ready while it still serves, so
   * that the load balancer stops sending it requests before it stops accepting them (production
   * 5 s, the demo none).
   */
  shutdownDrainMs: number;
  /** HEALTH_READY_TIMEOUT_MS: the database must answer readiness's round trip within this. */
  healthReadyTimeoutMs: number;
  /** METRICS_TOKEN: the bearer token `/metrics` answers to; unset, there are no metrics (404). */
  metricsToken: string | undefined;
  /** SLOW_REQUEST_MS: a request answered later than this is logged (a warning); 0 logs none. */
  slowRequestMs: number;
  /** PDFs are rendered on worker threads (docs/decisions/057-pdfs-off-the-event-loop.md). */
  pdf: {
    /** PDF_WORKERS: threads, so renders at once. */
    workers: number;
    /** PDF_QUEUE_MAX: renders that may wait for a thread; past them a request answers 503. */
    queueMax: number;
  };
  humanCheck: {
    /** The HMAC key; when absent one is generated once and kept in the database (app_secret). */
    hmacKey: string | undefined;
    /** Challenge cost: the secret number is drawn from [0, maxNumber]. */
    maxNumber: number;
    /**
     * A network's challenges double in cost per this many failed checks in the failure window
     * (the `humanCheckFailures` rate-limit bucket)...
     */
    raiseEveryFailures: number;
    /** ...up to this cost. */
    maxNumberCap: number;
    expiresSeconds: number;
  };
  mail: {
    /** smtp:// or smtps:// with credentials; absent, mails stay in the outbox and are only logged. */
    smtpUrl: string | undefined;
    /** The From address; absent, the shop's e-mail setting. */
    from: string | undefined;
    /** Where consultation requests go; absent, the shop's e-mail setting. */
    managerEmail: string | undefined;
    /** How often the sender looks for due mails; 0 turns the sender loop off (tests run passes themselves). */
    pollIntervalMs: number;
    /** Attempts before a mail is marked failed. */
    maxAttempts: number;
  };
  rateLimits: RateLimitRules;
  sessions: SessionLimits;
  /** The shop's address as customers open it, for links in mails (no trailing slash). */
  publicUrl: string;
  /** PUBLIC_URL was not set: mailed links and manager links point at this machine's loopback. */
  publicUrlIsDefault: boolean;
  payments: PaymentConfig;
  orders: {
    /** An order by card still unpaid this many days after it was placed is cancelled. */
    unpaidCancelDays: number;
  };
  /** The rouble rate's import from the Central Bank (ADR 038). */
  rates: {
    /** CBR_RATE_IMPORT: every instance runs the daily import (one of them loads the rate each day). */
    importEnabled: boolean;
    /** CBR_RATE_URL: the daily rates XML, read by the job and by an administrator's "import now". */
    url: string;
    /** CBR_RATE_TIMEOUT_MS: an import that has no full answer by then fails. */
    timeoutMs: number;
  };
}

/**
 * The checkout's payment methods and the provider that takes card payments.
 * Secrets come only from the environment and are never logged.
 */
export interface PaymentConfig {
  /** PAYMENT_METHODS, without `card` when no provider takes cards. */
  methods: PaymentMethodId[];
  /** Who takes card payments; null: nobody (a production shop without a provider takes bank transfers only). */
  provider: 'sandbox' | 'yookassa' | 'robokassa' | null;
  /** Signs the sandbox's notifications; absent, generated once and kept in the database. */
  sandboxSecret: string | undefined;
  yookassa: {
    shopId: string | undefined;
    secretKey: string | undefined;
    apiUrl: string;
    /** Notifications are accepted only from these addresses (after TRUST_PROXY's rules). */
    notifyIps: string[];
    /** The 54-FZ receipt's VAT code of every item (1: without VAT). */
    vatCode: number;
  };
  robokassa: {
    login: string | undefined;
    password1: string | undefined;
    password2: string | undefined;
    hash: 'md5' | 'sha1' | 'sha256' | 'sha384' | 'sha512';
    isTest: boolean;
    url: string;
  };
}

/** A fixed window: at most `max` hits per subject (an IP) in `windowSeconds`. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/** Every rate-limited action by name; later issues add theirs (login, password reset). */
export interface RateLimitRules {
  consult: RateLimitRule;
  /** Failed logins per account from one IP (subject: a hash of the e-mail and the IP). */
  loginAccount: RateLimitRule;
  /**
   * Failed logins per account from all IPs together (subject: a hash of the e-mail): a looser cap
   * against guessing spread over many addresses. The per-IP one above means one attacker cannot
   * keep the owner, elsewhere, out.
   */
  loginAccountAllIps: RateLimitRule;
  /** Failed logins per IP. */
  loginIp: RateLimitRule;
  /** Password-reset requests per e-mail (subject: a hash of the e-mail). */
  passwordResetEmail: RateLimitRule;
  /** Password-reset requests per IP. */
  passwordResetIp: RateLimitRule;
  /** Registrations per IP (each one costs an argon2id hash). */
  registerIp: RateLimitRule;
  /**
   * Refused payment notifications (forged, unknown payment) per client network: past it they are
   * answered 429 and no longer recorded. Verified notifications never count.
   */
  paymentRefusals: RateLimitRule;
  /** Cart writes (add, remove) per client network: a guest's every first line makes a cart row. */
  cartWrites: RateLimitRule;
  /** Renders of price lists and commercial offers (anonymous PDFs) per client network; a kept list counts nothing. */
  catalogPdf: RateLimitRule;
  /**
   * Failed human checks per client network: never refuses, it counts what raises that network's
   * challenge cost (`max` is the failures per doubling, ALTCHA_RAISE_EVERY_FAILURES).
   */
  humanCheckFailures: RateLimitRule;
}

/** How long login sessions live (docs/decisions/022-session-lifetimes-and-email-change.md). */
export interface SessionLimits {
  /** A customer's session without remember-me dies after this long unused. */
  idleMinutes: number;
  /** A customer's remembered session dies after this long unused. */
  rememberedIdleMinutes: number;
  /** A manager's or administrator's session dies after this long unused... */
  staffIdleMinutes: number;
  /** ...and this long after the login at most, remember-me or not. */
  staffHours: number;
  /** Minting a manager token needs a login session younger than this. */
  recentLoginMinutes: number;
}

export class ConfigError extends Error {}

/** Why a production shop refuses each of the demo's settings. */
const DEMO_SETTING_REASONS: Record<string, string> = {
  SEED_DEMO_DATA: 'fills an empty database with the demo shop (its prices, texts and contacts are made up)',
  PAYMENT_PROVIDER:
    'the sandbox lets every payer approve their own payment: orders become paid with no money taken',
  ROBOKASSA_TEST: "Robokassa's test mode takes no money, yet its payments mark orders paid",
};

/** Reads and checks the environment once, with readable errors; every default makes a bare `npm start` work. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const loose = looseTrustProxy(env.TRUST_PROXY);
  if (loose && env.NODE_ENV === 'production')
    throw new ConfigError(`Invalid environment:\n  TRUST_PROXY: ${loose} (refused in production)`);
  const mode: ShopMode = env.SHOP_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'demo');
  const demo = mode === 'demo';
  const seedDemoData = env.SEED_DEMO_DATA ?? demo;
  const providerSetting = env.PAYMENT_PROVIDER ?? (demo ? 'sandbox' : 'none');
  const provider = providerSetting === 'none' ? null : providerSetting;
  const robokassaTest = env.ROBOKASSA_TEST ?? demo;
  const robokassaInUse =
    provider === 'robokassa' ||
    Boolean(env.ROBOKASSA_LOGIN && env.ROBOKASSA_PASSWORD1 && env.ROBOKASSA_PASSWORD2);
  const demoSettings = [
    seedDemoData && 'SEED_DEMO_DATA=true',
    provider === 'sandbox' && 'PAYMENT_PROVIDER=sandbox',
    robokassaInUse && robokassaTest && 'ROBOKASSA_TEST=true',
  ].filter((setting): setting is string => typeof setting === 'string');
  if (!demo && demoSettings.length > 0 && !env.ALLOW_DEMO_IN_PRODUCTION)
    throw new ConfigError(
      `Invalid environment for SHOP_MODE=production:\n${demoSettings
        .map((setting) => `  ${setting}: ${DEMO_SETTING_REASONS[setting.split('=')[0]!]}`)
        .join(
          '\n',
        )}\nUnset it (or set a real value), or set ALLOW_DEMO_IN_PRODUCTION=true for a shop that takes no real money.`,
    );
  const missing =
    provider === 'yookassa'
      ? (['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'] as const).filter((name) => !env[name])
      : provider === 'robokassa'
        ? (['ROBOKASSA_LOGIN', 'ROBOKASSA_PASSWORD1', 'ROBOKASSA_PASSWORD2'] as const).filter(
            (name) => !env[name],
          )
        : [];
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid environment:\n${missing.map((name) => `  ${name}: required with PAYMENT_PROVIDER=${provider}`).join('\n')}`,
    );
  const root = findProjectRoot();
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(root, path));
  const postgres = Boolean(env.DATABASE_URL && /^postgres(ql)?:\/\//i.test(env.DATABASE_URL));
  const databaseUrl = postgres ? env.DATABASE_URL! : fromRoot(env.DATABASE_URL || 'data/storefront.sqlite');
  return {
    env: env.NODE_ENV,
    mode,
    demoOverrides: demo ? [] : demoSettings,
    host: env.HOST,
    port: env.PORT,
    databaseUrl,
    pgPoolMax: env.PG_POOL_MAX,
    databaseTimeouts: {
      connectMs: env.PG_CONNECT_TIMEOUT_MS,
      statementMs: env.PG_STATEMENT_TIMEOUT_MS,
      queryMs: env.PG_QUERY_TIMEOUT_MS,
      startWaitSeconds: env.DATABASE_START_WAIT_SECONDS,
    },
    seedDemoData,
    demoRegisterSize: env.DEMO_REGISTER_SIZE,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    demoAccountsFile: fromRoot(
      env.DEMO_ACCOUNTS_FILE ??
        // Beside the database it belongs to: two demo databases on one machine (a developer's own
        // and the journeys') must not share one file.
        (postgres ? 'data/demo-accounts.json' : join(dirname(databaseUrl), 'demo-accounts.json')),
    ),
    trustProxy: env.TRUST_PROXY,
    webDistDir: fromRoot(env.WEB_DIST_DIR ?? 'apps/web/dist'),
    uploadsDir: fromRoot(env.UPLOADS_DIR ?? 'apps/server/public/uploads'),
    documentsDir: fromRoot(env.DOCUMENTS_DIR ?? 'data/documents'),
    documentMaxBytes: env.DOCUMENT_MAX_BYTES,
    contentImageMaxBytes: env.CONTENT_IMAGE_MAX_BYTES,
    contentCacheTtlMs: env.CONTENT_CACHE_TTL_MS,
    pageCacheEntries: env.PAGE_CACHE_ENTRIES,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (demo ? 0 : 5_000),
    healthReadyTimeoutMs: env.HEALTH_READY_TIMEOUT_MS,
    metricsToken: env.METRICS_TOKEN,
    slowRequestMs: env.SLOW_REQUEST_MS,
    pdf: {
      workers: env.PDF_WORKERS,
      queueMax: env.PDF_QUEUE_MAX ?? env.PDF_WORKERS * PDF_QUEUE_PER_WORKER,
    },
    humanCheck: {
      hmacKey: env.ALTCHA_HMAC_KEY,
      maxNumber: env.ALTCHA_MAX_NUMBER,
      raiseEveryFailures: env.ALTCHA_RAISE_EVERY_FAILURES,
      maxNumberCap: Math.max(env.ALTCHA_MAX_NUMBER, env.ALTCHA_MAX_NUMBER_CAP ?? env.ALTCHA_MAX_NUMBER * 8),
      expiresSeconds: env.ALTCHA_EXPIRES_SECONDS,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      managerEmail: env.MANAGER_EMAIL,
      pollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
    },
    rateLimits: {
      consult: { max: env.RATE_LIMIT_CONSULT_MAX, windowSeconds: env.RATE_LIMIT_CONSULT_WINDOW_SECONDS },
      loginAccount: { max: env.RATE_LIMIT_LOGIN_MAX, windowSeconds: env.RATE_LIMIT_LOGIN_WINDOW_SECONDS },
      loginAccountAllIps: {
        max: env.RATE_LIMIT_LOGIN_ACCOUNT_MAX,
        windowSeconds: env.RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_SECONDS,
      },
      loginIp: { max: env.RATE_LIMIT_LOGIN_IP_MAX, windowSeconds: env.RATE_LIMIT_LOGIN_IP_WINDOW_SECONDS },
      passwordResetEmail: {
        max: env.RATE_LIMIT_PASSWORD_RESET_MAX,
        windowSeconds: env.RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS,
      },
      passwordResetIp: {
        max: env.RATE_LIMIT_PASSWORD_RESET_IP_MAX,
        windowSeconds: env.RATE_LIMIT_PASSWORD_RESET_IP_WINDOW_SECONDS,
      },
      registerIp: {
        max: env.RATE_LIMIT_REGISTER_IP_MAX,
        windowSeconds: env.RATE_LIMIT_REGISTER_IP_WINDOW_SECONDS,
      },
      paymentRefusals: {
        max: env.RATE_LIMIT_PAYMENT_REFUSED_MAX,
        windowSeconds: env.RATE_LIMIT_PAYMENT_REFUSED_WINDOW_SECONDS,
      },
      cartWrites: {
        max: env.RATE_LIMIT_CART_WRITE_MAX,
        windowSeconds: env.RATE_LIMIT_CART_WRITE_WINDOW_SECONDS,
      },
      catalogPdf: { max: env.RATE_LIMIT_PDF_MAX, windowSeconds: env.RATE_LIMIT_PDF_WINDOW_SECONDS },
      humanCheckFailures: {
        max: env.ALTCHA_RAISE_EVERY_FAILURES,
        windowSeconds: env.ALTCHA_FAILURE_WINDOW_SECONDS,
      },
    },
    sessions: {
      idleMinutes: env.SESSION_IDLE_MINUTES,
      rememberedIdleMinutes: env.SESSION_REMEMBERED_IDLE_MINUTES,
      staffIdleMinutes: env.STAFF_SESSION_IDLE_MINUTES,
      staffHours: env.STAFF_SESSION_HOURS,
      recentLoginMinutes: env.RECENT_LOGIN_MINUTES,
    },
    publicUrl: (env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, ''),
    publicUrlIsDefault: env.PUBLIC_URL === undefined,
    payments: {
      methods: provider ? env.PAYMENT_METHODS : env.PAYMENT_METHODS.filter((method) => method !== 'card'),
      provider,
      sandboxSecret: env.PAYMENT_SANDBOX_SECRET,
      yookassa: {
        shopId: env.YOOKASSA_SHOP_ID,
        secretKey: env.YOOKASSA_SECRET_KEY,
        apiUrl: env.YOOKASSA_API_URL.replace(/\/+$/, ''),
        notifyIps: env.YOOKASSA_NOTIFY_IPS,
        vatCode: env.YOOKASSA_VAT_CODE,
      },
      robokassa: {
        login: env.ROBOKASSA_LOGIN,
        password1: env.ROBOKASSA_PASSWORD1,
        password2: env.ROBOKASSA_PASSWORD2,
        hash: env.ROBOKASSA_HASH,
        isTest: robokassaTest,
        url: env.ROBOKASSA_URL,
      },
    },
    orders: { unpaidCancelDays: env.ORDER_UNPAID_CANCEL_DAYS },
    rates: { importEnabled: env.CBR_RATE_IMPORT, url: env.CBR_RATE_URL, timeoutMs: env.CBR_RATE_TIMEOUT_MS },
  };
}
