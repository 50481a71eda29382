import { type SiteBlockName, SUPPORTED_LANGUAGES } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Changed, Write } from '../../db/transaction.js';
import { invalid, notFound } from '../../lib/errors.js';
import { publishContentChange } from '../settings/settings.service.js';
import { countryExists } from './content-admin.repository.js';
import * as repository from './site-blocks.repository.js';

type Db = Kysely<Database>;
type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** A block's row as the back-office reads it (the contract's `adminSite…` shapes). */
export type SiteBlockItem = {
  id: number;
  sort: number;
  active: boolean;
  texts: Record<Language, Record<string, string> | null>;
} & Record<string, unknown>;

/** A save as the call parsed it: the row's own columns, shown or hidden, texts per language. */
export type SiteBlockInput = {
  active: boolean;
  texts: Record<Language, Partial<Record<string, string | undefined>>>;
} & Record<string, unknown>;

/** The audit's name of each block's rows: its table. */
const ENTITY: Record<SiteBlockName, string> = {
  reviews: 'review',
  'first-docs': 'first_doc',
  advantages: 'first_advantage',
  'pay-options': 'first_pay_option',
};

/** What a write changed, as flat values (`title_en`, `rating`) that the audit compares one by one. */
interface SiteBlockChange {
  id: number;
  changed: boolean;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const short = (language: Language) => language.slice(0, 2);

function flat(item: SiteBlockItem | undefined, block: repository.SiteBlockTable): Record<string, unknown> {
  if (!item) return {};
  const values: Record<string, unknown> = { active: item.active };
  for (const column of block.columns) values[column] = item[column];
  for (const language of SUPPORTED_LANGUAGES)
    for (const field of block.texts)
      values[`${field}_${short(language)}`] = item.texts[language]?.[field] ?? null;
  return values;
}

function differences(
  id: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): SiteBlockChange {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => before[key] !== after[key],
  );
  return {
    id,
    changed: keys.length > 0,
    before: Object.fromEntries(keys.filter((key) => key in before).map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.filter((key) => key in after).map((key) => [key, after[key]])),
  };
}

/**
 * The home page's ordered blocks as the back-office edits them (docs/decisions/040-site-blocks-and-phone-masks.md):
 * reviews, sample documents, advantages and pay options. Reads answer every row with every
 * language's texts. Each write is one unit of work that states what changed (the values before and
 * after that differ) for the audit and bumps the content revision, so every instance of the shop
 * shows the change at once; a write that changes nothing does neither. Every write answers the
 * block as it now is. A language other than the fallback left wholly empty loses its texts (the
 * shop shows Russian).
 */
export class SiteBlocksService {
  constructor(private readonly db: Db) {}

  /** The block's rows in the shop's order, read in `db` (the unit of work's, after a write). */
  async list(name: SiteBlockName, db: Db = this.db): Promise<SiteBlockItem[]> {
    const block = repository.SITE_BLOCK_TABLES[name];
    const [rows, texts] = await Promise.all([
      repository.listRows(db, block),
      repository.listTexts(db, block),
    ]);
    return rows.map((row) => this.item(block, row, texts));
  }

  private item(block: repository.SiteBlockTable, row: repository.BlockRow, texts: repository.BlockTextRow[]) {
    const item: SiteBlockItem = {
      id: row.id,
      sort: row.sort,
      active: row.active === 1,
      texts: Object.fromEntries(
        SUPPORTED_LANGUAGES.map((language) => {
          const text = texts.find((entry) => entry.row_id === row.id && entry.language_code === language);
          return [
            language,
            text ? Object.fromEntries(block.texts.map((field) => [field, text[field] ?? ''])) : null,
          ];
        }),
      ) as SiteBlockItem['texts'],
    };
    for (const column of block.columns) item[column] = row[column] ?? null;
    return item;
  }

  private async find(db: Db, name: SiteBlockName, id: number): Promise<SiteBlockItem | undefined> {
    const block = repository.SITE_BLOCK_TABLES[name];
    const row = await repository.findRow(db, block, id);
    return row && this.item(block, row, await repository.listTexts(db, block, id));
  }

  /** Creates a row (last in its block) when `id` is undefined, else changes it. */
  async save(write: Write, name: SiteBlockName, id: number | undefined, input: SiteBlockInput) {
    return write(async (trx, changed) => {
      const change = await this.change(trx, name, id, input);
      await this.published(trx, changed, name, change, id === undefined ? { created: true } : undefined);
      return { id: change.id, items: await this.list(name, trx) };
    });
  }

  /** Swaps the row with its neighbour; the block's order is numbered 0, 1, 2… again. */
  async move(write: Write, name: SiteBlockName, id: number, direction: 'up' | 'down') {
    return write(async (trx, changed) => {
      await this.published(trx, changed, name, await this.reorder(trx, name, id, direction), { direction });
      return { items: await this.list(name, trx) };
    });
  }

  async remove(write: Write, name: SiteBlockName, id: number) {
    return write(async (trx, changed) => {
      await this.published(trx, changed, name, await this.removeRow(trx, name, id));
      return { items: await this.list(name, trx) };
    });
  }

  private published(
    trx: Db,
    changed: Changed,
    name: SiteBlockName,
    change: SiteBlockChange,
    details?: Record<string, unknown>,
  ): Promise<void> {
    return publishContentChange(trx, changed, { ...change, entity: ENTITY[name], details });
  }

  private async change(
    trx: Db,
    name: SiteBlockName,
    id: number | undefined,
    input: SiteBlockInput,
  ): Promise<SiteBlockChange> {
    const block = repository.SITE_BLOCK_TABLES[name];
    const before = id === undefined ? undefined : await this.find(trx, name, id);
    if (id !== undefined && !before) throw notFound('id');
    if (block.columns.includes('country_id') && input.country_id !== undefined) {
      if (!(await countryExists(trx, Number(input.country_id))))
        throw invalid('FieldHasWrongValue', 'country_id');
    }
    const values: Record<string, unknown> = { active: input.active ? 1 : 0 };
    for (const column of block.columns) values[column] = input[column] ?? null;
    const rowId = id ?? (await repository.insertRow(trx, block, values));
    if (id !== undefined) await repository.updateRow(trx, block, rowId, values);
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = input.texts[language] ?? {};
      if (block.texts.every((field) => texts[field] === undefined))
        await repository.deleteTexts(trx, block, rowId, language);
      else
        await repository.putTexts(
          trx,
          block,
          rowId,
          language,
          Object.fromEntries(block.texts.map((field) => [field, texts[field] ?? ''])),
        );
    }
    const after = (await this.find(trx, name, rowId))!;
    return differences(rowId, flat(before, block), flat(after, block));
  }

  private async reorder(
    trx: Db,
    name: SiteBlockName,
    id: number,
    direction: 'up' | 'down',
  ): Promise<SiteBlockChange> {
    const block = repository.SITE_BLOCK_TABLES[name];
    const rows = await repository.listRows(trx, block);
    const from = rows.findIndex((row) => row.id === id);
    if (from === -1) throw notFound('id');
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) return { id, changed: false, before: {}, after: {} };
    const order = rows.map((row) => row.id);
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, rowId] of order.entries()) {
      const row = rows.find((candidate) => candidate.id === rowId)!;
      if (row.sort !== index) await repository.updateRow(trx, block, rowId, { sort: index });
    }
    return { id, changed: true, before: { position: from + 1 }, after: { position: to + 1 } };
  }

  private async removeRow(trx: Db, name: SiteBlockName, id: number): Promise<SiteBlockChange> {
    const block = repository.SITE_BLOCK_TABLES[name];
    const before = await this.find(trx, name, id);
    if (!before) throw notFound('id');
    await repository.deleteRow(trx, block, id);
    return { id, changed: true, before: flat(before, block), after: {} };
  }
}
