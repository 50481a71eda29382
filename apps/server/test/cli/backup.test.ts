import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminContentImageUploadCall, adminOrderUploadCall, userOrdersCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type DialectName, createDatabase } from '../../src/db/database.js';
import { prepareDatabase } from '../../src/db/setup.js';
import { type BackupReport, BackupRefusal, backupShop, restoreShop } from '../../src/ops/backup.js';
import { createServices } from '../../src/services.js';
import { placeOrder } from '../helpers/account.js';
import { postFrom, registerConfirmed } from '../helpers/accounts.js';
import { type BlankDatabase, createBlankDatabase } from '../helpers/blank-database.js';
import { createSession, createUser } from '../helpers/factories.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const silentLog = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as never;

/** A PDF file-type recognises, made unique so that the bytes served back can only be these. */
const PDF = Buffer.from(
  `%PDF-1.4\n% delivered ${Math.random()}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`,
);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17, 7),
]);

/** A multipart/form-data body: fields first (the key), then the file part. */
function multipart(fields: Record<string, string>, file: { name: string; content: Buffer; type: string }) {
  const boundary = `----backup${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map((entry) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${entry[0]}"\r\n\r\n${entry[1]}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `storefront-backup-${name}-`));

/** Every file below a folder, as relative path -> contents. */
function contentsOf(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(dir.length + 1), readFileSync(path, 'base64')];
      }),
  );
}

/** The shop on a restored database and folders, as `npm start` would serve it. */
async function startRestoredShop(
  url: string,
  dirs: { documentsDir: string; uploadsDir: string },
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const handle = createDatabase({ url, poolMax: 4 });
  const app = await buildApp({
    config: testConfig({ databaseUrl: url, ...dirs }),
    database: handle,
    logger: false,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await handle.destroy();
    },
  };
}

describe.each(testedDialects())('backup and restore on %s', (dialect: DialectName) => {
  let t: TestApp;
  let shopDirs: { documentsDir: string; uploadsDir: string };
  const db = () => t.database.handle.db;
  const cleanups: (() => Promise<void> | void)[] = [];
  /** What the running shop holds when it is backed up, and the backup made of it. */
  let shop: { authKey: string; orderId: number; documentId: number; pictureUrl: string };
  let backup: BackupReport;
  let backupLines: string[];
  /** The customer who kept placing orders while the backup ran. */
  let writerId = 0;

  const locations = (databaseUrl: string, dirs = shopDirs) => ({ databaseUrl, ...dirs });
  const blank = async () => {
    const database = await createBlankDatabase(dialect);
    cleanups.push(() => database.drop());
    return database;
  };
  const freshDirs = () => {
    const root = tempDir('restored');
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    return { documentsDir: join(root, 'documents'), uploadsDir: join(root, 'uploads') };
  };
  const freshTarget = () => {
    const root = tempDir('target');
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    return join(root, 'backup');
  };
  /** The target's tables; its connection is gone when this answers (a restore refuses a database in use). */
  const tablesIn = async (database: BlankDatabase) => {
    if (dialect === 'sqlite' && !existsSync(database.url)) return 0;
    const handle = createDatabase({ url: database.url, poolMax: 1 });
    try {
      const { rows } = await sql<{ count: number }>`${sql.raw(
        dialect === 'sqlite'
          ? `select count(*) as count from sqlite_master where type = 'table'`
          : `select count(*)::int as count from pg_tables where schemaname = 'public'`,
      )}`.execute(handle.db);
      return rows[0]!.count;
    } finally {
      await handle.destroy();
      await database.waitUntilIdle();
    }
  };

  beforeAll(async () => {
    const root = tempDir('shop');
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    shopDirs = { documentsDir: join(root, 'documents'), uploadsDir: join(root, 'uploads') };
    // The uploads route is registered only for a folder that exists at start.
    mkdirSync(shopDirs.uploadsDir, { recursive: true });
    t = await createTestApp(dialect, { config: shopDirs });

    // A customer signed in through the API, an order of theirs paid, its document uploaded in the
    // back-office, a picture uploaded for a page.
    const customer = await registerConfirmed(t.app, db(), `backup-${Date.now()}@example.test`);
    const placed = await placeOrder(db(), customer.id);
    const services = createServices(t.config, t.database.handle, silentLog);
    await services.db
      .transaction()
      .execute((trx) => services.orders.markPaid(trx, placed.orderId, new Date().toISOString()));
    const adminKey = await createSession(db(), (await createUser(db(), { role: 'admin' })).id);
    const upload = async (
      path: string,
      query: string,
      file: { name: string; content: Buffer; type: string },
    ) => {
      const { payload, contentType } = multipart({ auth_key: adminKey }, file);
      const response = await t.app.inject({
        method: 'POST',
        url: `${path}${query}`,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const document = adminOrderUploadCall.answer.parse(
      await upload(adminOrderUploadCall.path, `?id=${placed.itemIds[0]}`, {
        name: 'extract.pdf',
        content: PDF,
        type: 'application/pdf',
      }),
    ).document;
    const picture = adminContentImageUploadCall.answer.parse(
      await upload(adminContentImageUploadCall.path, '', {
        name: 'photo.png',
        content: PNG,
        type: 'image/png',
      }),
    );
    shop = {
      authKey: customer.authKey,
      orderId: placed.orderId,
      documentId: document.id,
      pictureUrl: picture.url,
    };
    expect(readdirSync(join(shopDirs.documentsDir, 'orders', String(placed.orderId)))).toHaveLength(1);

    // The backup is made while the shop keeps taking orders.
    const writer = await createUser(db());
    writerId = writer.id;
    let writing = true;
    const writes = (async () => {
      while (writing) {
        await placeOrder(db(), writer.id);
        // SQLite's driver answers without leaving the microtask queue: a request's turn of the loop.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    backupLines = [];
    try {
      backup = await backupShop({
        ...locations(t.database.url),
        target: freshTarget(),
        log: (line) => backupLines.push(line),
      });
    } finally {
      writing = false;
      await writes;
    }
  });

  afterAll(async () => {
    await t?.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('backs up the database, the documents, the pictures and a manifest of checksums, a line per step', () => {
    const { manifest } = backup;
    expect(manifest).toMatchObject({ format: 1, dialect, schemaVersion: manifest.migrations.at(-1) });
    expect(manifest.schemaVersion).toMatch(/^\d{3}-/);
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(600_000);
    expect(manifest.packageVersion).toMatch(/^\d+\.\d+\.\d+/);
    const paths = manifest.files.map((file) => file.path);
    expect(paths).toContain(dialect === 'sqlite' ? 'database.sqlite' : 'database.dump');
    expect(paths.filter((path) => path.startsWith('documents/orders/'))).toHaveLength(1);
    expect(paths).toContain(`uploads${shop.pictureUrl.slice('/uploads'.length)}`);
    expect(readdirSync(backup.target).sort()).toEqual([
      'database' + (dialect === 'sqlite' ? '.sqlite' : '.dump'),
      'documents',
      'manifest.json',
      'uploads',
    ]);
    const picture = manifest.files.find((file) => file.path.endsWith(shop.pictureUrl.split('/').pop()!))!;
    expect(picture.size).toBe(PNG.length);
    expect(backupLines.map((line) => line.split(':')[0])).toEqual([
      'database',
      'database',
      'documents',
      'uploads',
      'backup done',
    ]);
  });

  it('restores into a new empty database: orders, sessions, documents and pictures are all there, and it serves', async () => {
    const target = await blank();
    const dirs = freshDirs();
    const lines: string[] = [];
    const report = await restoreShop({
      ...locations(target.url, dirs),
      source: backup.target,
      log: (l) => lines.push(l),
    });
    expect(report.migrationsApplied).toEqual([]);
    expect(lines[0]).toMatch(/shop must be stopped/);
    expect(lines.at(-1)).toMatch(/^restore done: /);

    const restored = await startRestoredShop(target.url, dirs);
    try {
      // The session still signs the customer in, and their order is listed.
      const orders = await postFrom(restored.app, userOrdersCall.path, {
        auth_key: shop.authKey,
        lang: 'ru-RU',
        pagesize: 50,
      });
      expect(orders.statusCode, orders.body).toBe(200);
      const lines = userOrdersCall.answer.parse(orders.json()).orders.list;
      expect(lines.map((line) => line.order_id)).toContain(shop.orderId);
      expect(lines.find((line) => line.file_url)?.file_url).toBe(`/api/user-file?id=${shop.documentId}`);
      const stranger = await postFrom(restored.app, userOrdersCall.path, {
        auth_key: 'x'.repeat(40),
        lang: 'ru-RU',
        pagesize: 50,
      });
      expect(stranger.statusCode).toBe(401);

      const file = await postFrom(
        restored.app,
        '/api/user-file',
        { auth_key: shop.authKey },
        {
          query: `id=${shop.documentId}`,
        },
      );
      expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);

      const picture = await restored.app.inject({ method: 'GET', url: shop.pictureUrl });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.equals(PNG)).toBe(true);

      // The orders placed while the backup ran came back whole: none without its lines or invoice.
      const handle = createDatabase({ url: target.url, poolMax: 1 });
      try {
        const orders = await handle.db
          .selectFrom('customer_order')
          .select('id')
          .where('user_id', '=', writerId)
          .execute();
        const items = await handle.db.selectFrom('order_item').select('order_id').execute();
        const invoices = await handle.db
          .selectFrom('document')
          .select('order_id')
          .where('doc_type', '=', 'invoice')
          .execute();
        const torn = orders.filter(
          (order) =>
            items.filter((item) => item.order_id === order.id).length !== 2 ||
            !invoices.some((invoice) => invoice.order_id === order.id),
        );
        expect(torn).toEqual([]);
      } finally {
        await handle.destroy();
      }
    } finally {
      await restored.close();
    }
  });

  it('refuses a database that is not empty without --force and changes nothing; replaces it with --force', async () => {
    const target = await blank();
    const dirs = freshDirs();
    const handle = createDatabase({ url: target.url, poolMax: 1 });
    await prepareDatabase(handle, { seedIfEmpty: false });
    const marker = await createUser(handle.db, { email: `kept-${Date.now()}@example.test` });

    // While it is open (a shop running on it), not even --force.
    await expect(
      restoreShop({ ...locations(target.url, dirs), source: backup.target, force: true }),
    ).rejects.toThrow(/stop it first/);
    await handle.destroy();
    await target.waitUntilIdle();

    const tables = await tablesIn(target);
    await expect(restoreShop({ ...locations(target.url, dirs), source: backup.target })).rejects.toThrow(
      new RegExp(`not empty \\(\\d+ tables\\).*--force`),
    );
    expect(await tablesIn(target)).toBe(tables);
    expect(contentsOf(dirs.documentsDir)).toEqual({});
    expect(contentsOf(dirs.uploadsDir)).toEqual({});
    const check = createDatabase({ url: target.url, poolMax: 1 });
    try {
      expect(
        await check.db.selectFrom('app_user').select('id').where('id', '=', marker.id).executeTakeFirst(),
      ).toEqual({
        id: marker.id,
      });
    } finally {
      await check.destroy();
    }
    await target.waitUntilIdle();

    await restoreShop({ ...locations(target.url, dirs), source: backup.target, force: true });
    const restored = createDatabase({ url: target.url, poolMax: 1 });
    try {
      expect(
        await restored.db.selectFrom('app_user').select('id').where('email', '=', marker.email).execute(),
      ).toEqual([]);
      expect(
        await restored.db.selectFrom('customer_order').select('id').where('id', '=', shop.orderId).execute(),
      ).toEqual([{ id: shop.orderId }]);
    } finally {
      await restored.destroy();
    }
    expect(Object.keys(contentsOf(dirs.documentsDir))).toHaveLength(1);
  });

  it('refuses a backup whose file does not match its checksum, or that is missing, or has a file more, and changes nothing', async () => {
    const target = await blank();
    const dirs = freshDirs();
    const copyOfBackup = () => {
      const copy = freshTarget();
      cpSync(backup.target, copy, { recursive: true });
      return copy;
    };
    const refused = async (source: string, message: RegExp) => {
      const attempt = restoreShop({ ...locations(target.url, dirs), source, force: true });
      await expect(attempt).rejects.toBeInstanceOf(BackupRefusal);
      await expect(attempt).rejects.toThrow(message);
      expect(await tablesIn(target)).toBe(0);
      expect(contentsOf(dirs.documentsDir)).toEqual({});
      expect(contentsOf(dirs.uploadsDir)).toEqual({});
    };

    const picture = join(shop.pictureUrl.slice(1));
    const tampered = copyOfBackup();
    appendFileSync(join(tampered, picture), 'x');
    await refused(tampered, new RegExp(`${picture.replaceAll('.', '\\.')} does not match its checksum`));

    const database = copyOfBackup();
    const databaseFile = join(database, backup.manifest.database);
    const bytes = readFileSync(databaseFile);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    writeFileSync(databaseFile, bytes);
    await refused(
      database,
      new RegExp(`${backup.manifest.database.replace('.', '\\.')} does not match its checksum`),
    );

    const extra = copyOfBackup();
    writeFileSync(join(extra, 'documents', 'slipped-in.pdf'), PDF);
    await refused(extra, /slipped-in\.pdf is not in the manifest/);

    const unfinished = copyOfBackup();
    rmSync(join(unfinished, 'manifest.json'));
    await refused(unfinished, /manifest\.json is missing/);

    // A schema this release does not know: a later release made it.
    const newer = copyOfBackup();
    const manifest = JSON.parse(readFileSync(join(newer, 'manifest.json'), 'utf8'));
    manifest.migrations.push('999-from-a-later-release');
    writeFileSync(join(newer, 'manifest.json'), JSON.stringify(manifest));
    await refused(newer, /newer than this release's \(it has 999-from-a-later-release\)/);
  });

  it('brings an older backup up to date with the migrations after restoring it', async () => {
    const source = await blank();
    const handle = createDatabase({ url: source.url, poolMax: 1 });
    try {
      await prepareDatabase(handle, { seedIfEmpty: false });
      // The database as it was before the latest migration.
      await handle.db.schema.alterTable('document').dropColumn('seller').execute();
      await sql`delete from kysely_migration where name = '035-document-seller'`.execute(handle.db);
    } finally {
      await handle.destroy();
    }
    await source.waitUntilIdle();
    const older = await backupShop({ ...locations(source.url, freshDirs()), target: freshTarget() });
    expect(older.manifest.migrations).not.toContain('035-document-seller');

    const target = await blank();
    const report = await restoreShop({ ...locations(target.url, freshDirs()), source: older.target });
    expect(report.migrationsApplied).toEqual(['035-document-seller']);
    const restored = createDatabase({ url: target.url, poolMax: 1 });
    try {
      const document = await restored.db.selectFrom('document').select(['id', 'seller']).limit(1).execute();
      expect(document).toEqual([]);
    } finally {
      await restored.destroy();
    }
  });

  // Five starts of tsx, each some seconds on a busy machine.
  it('npm run backup and restore: exit 0 done, 2 refused with the file named', async () => {
    const run = async (script: 'backup' | 'restore', args: string[], env: Record<string, string>) => {
      const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
        cwd: serverRoot,
        env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
      child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
      const [code] = (await once(child, 'exit')) as [number];
      return { code, stdout, stderr };
    };
    const shopEnv = {
      DATABASE_URL: t.database.url,
      DOCUMENTS_DIR: shopDirs.documentsDir,
      UPLOADS_DIR: shopDirs.uploadsDir,
    };
    const dir = freshTarget();
    const made = await run('backup', [dir], shopEnv);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/^backup done: .* files, .* in \d+\.\d s$/m);
    const again = await run('backup', [dir], shopEnv);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/not empty/);

    const target = await blank();
    const dirs = freshDirs();
    const targetEnv = {
      DATABASE_URL: target.url,
      DOCUMENTS_DIR: dirs.documentsDir,
      UPLOADS_DIR: dirs.uploadsDir,
    };
    const document = readdirSync(join(dir, 'documents', 'orders'), { recursive: true }).find((name) =>
      String(name).endsWith('.pdf'),
    )!;
    const documentPath = join(dir, 'documents', 'orders', String(document));
    appendFileSync(documentPath, 'x');
    const tampered = await run('restore', [dir], targetEnv);
    expect(tampered.code).toBe(2);
    expect(tampered.stderr).toContain(`refused: ${documentPath} does not match its checksum`);
    expect(await tablesIn(target)).toBe(0);

    writeFileSync(documentPath, readFileSync(documentPath).subarray(0, -1));
    const restored = await run('restore', [dir], targetEnv);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^restore done: /m);
    expect(await tablesIn(target)).toBeGreaterThan(10);
    const usage = await run('restore', [], targetEnv);
    expect(usage.code).toBe(2);
  }, 90_000);
});
