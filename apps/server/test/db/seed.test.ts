import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { seedData } from '../../src/db/seed/data/index.js';
import { addMissingTranslations, isDatabaseEmpty, seedDatabase } from '../../src/db/seed/seed.js';
import { type TestDatabase, createTestDatabase, testedDialects } from '../helpers/test-app.js';

const COUNTED: (keyof Database)[] = [
  'language',
  'translation',
  'setting',
  'country',
  'country_translation',
  'product',
  'product_translation',
  'product_related',
  'faq',
  'article',
  'article_translation',
  'page',
  'review',
];

describe.each(testedDialects())('demo data on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database?.drop());

  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of COUNTED) {
      const row = await database.handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.count);
    }
    return result;
  }

  it('is there after the first start and seeding again changes nothing', async () => {
    expect(await isDatabaseEmpty(database.handle.db)).toBe(false);
    const before = await counts();
    expect(before.country).toBe(seedData.countries.length);
    expect(before.product).toBe(seedData.products.length);
    const report = await seedDatabase(database.handle.db, dialect, seedData);
    expect(report.inserted).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it("adds a release's new dictionary keys on start and keeps a manager's edited texts", async () => {
    const { db } = database.handle;
    const edited = 'Повторить ещё раз';
    await db
      .updateTable('translation')
      .set({ value: edited })
      .where('key', '=', 'Retry')
      .where('language_code', '=', 'ru-RU')
      .execute();
    await db.deleteFrom('translation').where('key', '=', 'ReloadPage').execute();
    expect(await addMissingTranslations(db, seedData)).toBe(Object.keys(seedData.translations).length);
    const rows = await db
      .selectFrom('translation')
      .select(['language_code', 'key', 'value'])
      .where('key', 'in', ['Retry', 'ReloadPage'])
      .where('language_code', '=', 'ru-RU')
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toEqual({
      Retry: edited,
      ReloadPage: seedData.translations['ru-RU'].ReloadPage,
    });
    expect(await addMissingTranslations(db, seedData)).toBe(0);
    await db
      .updateTable('translation')
      .set({ value: seedData.translations['ru-RU'].Retry! })
      .where('key', '=', 'Retry')
      .where('language_code', '=', 'ru-RU')
      .execute();
  });

  it('leaves ids free for new rows after seeding fixed ids', async () => {
    const row = await database.handle.db
      .insertInto('faq')
      .values({ sort: 999 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(row.id).toBeGreaterThan(Math.max(...seedData.faqs.map((faq) => faq.id)));
  });

  it('enforces one default legal entity per user', async () => {
    const db = database.handle.db;
    const user = await db
      .insertInto('app_user')
      .values({ email: `le-${dialect}@example.test` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entity = {
      user_id: user.id,
      name: 'ООО Ромашка',
      inn: '7707083893',
      ogrn: '1027700132195',
      kpp: '773601001',
      bik: '044525225',
      bank: 'ПАО Сбербанк',
      rasch_sch: '40702810938000000001',
      yur_address: 'Москва',
    };
    await db
      .insertInto('legal_entity')
      .values({ ...entity, is_default: 1 })
      .execute();
    await db
      .insertInto('legal_entity')
      .values({ ...entity, is_default: 0 })
      .execute();
    await expect(
      db
        .insertInto('legal_entity')
        .values({ ...entity, is_default: 1 })
        .execute(),
    ).rejects.toThrow();
  });
});
