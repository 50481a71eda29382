import { LIMITS, type LegalEntity, type ParsedBodyOf, type userYurlitsoAddCall } from '@storefront/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { ConcurrentUpdate, notFound } from '../../lib/errors.js';
import * as repository from './legal-entity.repository.js';

export type LegalEntityForm = ParsedBodyOf<typeof userYurlitsoAddCall>;

export interface ListPage {
  page?: number | undefined;
  pageSize?: number | undefined;
}

function toLegalEntity(row: repository.LegalEntityRow): LegalEntity {
  return {
    id: row.id,
    name: row.name,
    inn: row.inn,
    ogrn: row.ogrn,
    yur_address: row.yur_address,
    rasch_sch: row.rasch_sch,
    kpp: row.kpp,
    bik: row.bik,
    bank: row.bank,
    default_use: row.is_default === 1,
  };
}

function fieldsOf(form: LegalEntityForm): repository.LegalEntityFields {
  return {
    name: form.name,
    inn: form.inn,
    ogrn: form.ogrn,
    // An individual entrepreneur has no KPP; the column holds '' for it.
    kpp: form.kpp ?? '',
    bik: form.bik,
    bank: form.bank,
    rasch_sch: form.rasch_sch,
    yur_address: form.yur_address,
  };
}

/**
 * A conflict with a concurrent request of the same user that a rerun resolves: the partial unique
 * index refused a second default (two first adds, two switches). Deadlocks between a switch and a
 * delete are rerun by the transaction runner as they are.
 */
function isDefaultRace(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code === '23505') return constraint === 'legal_entity_one_default_uq';
  // SQLite names the index's column; its one connection serialises transactions, so this is a guard.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' && String(message).includes('legal_entity.user_id');
}

/** Runs a change of the default flag, reporting a lost race so that the call's transaction runs again. */
async function racingForDefault<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isDefaultRace(error)) throw new ConcurrentUpdate({ cause: error });
    throw error;
  }
}

/**
 * A customer's legal entities. Invariant: exactly one default whenever the user has any. Each
 * write is one unit of work (`write`, see db/transaction.ts); the partial unique index refuses a
 * second default if two requests race, and the loser's unit runs again.
 */
export class LegalEntityService {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: number, { page = 1, pageSize = LIMITS.defaultPageSize }: ListPage) {
    const { rows, count } = await repository.listLegalEntities(this.db, userId, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { count, list: rows.map(toLegalEntity), page };
  }

  /** One entity of this user; another user's id reads as absent. `db`: the caller's transaction, if any. */
  async findOwn(
    userId: number,
    id: number,
    db: Kysely<Database> = this.db,
  ): Promise<LegalEntity | undefined> {
    const row = await repository.findOwnLegalEntity(db, userId, id);
    return row && toLegalEntity(row);
  }

  /** The user's entity with this INN, if any: the one a checkout's legal entity is. */
  async findOwnByInn(
    userId: number,
    inn: string,
    db: Kysely<Database> = this.db,
  ): Promise<number | undefined> {
    return (await repository.findOwnByInn(db, userId, inn))?.id;
  }

  /**
   * The payer a checkout typed in, kept among the customer's entities inside the order's unit of
   * work: its name and INN (the other requisites are the account's to add later); the user's
   * first one becomes the default. One they have already under this INN is not added again.
   * Answers the entity's id, new or found.
   */
  async keepFromCheckout(
    trx: Transaction<Database>,
    userId: number,
    payer: { name: string; inn: string },
  ): Promise<number> {
    // A parallel checkout of the same customer waits here (PostgreSQL), so the INN is looked up once.
    await repository.lockUserLegalEntities(trx, userId);
    const existing = await repository.findOwnByInn(trx, userId, payer.inn);
    if (existing) return existing.id;
    return racingForDefault(async () => {
      const isFirst = !(await repository.hasAnyLegalEntity(trx, userId));
      return repository.insertLegalEntity(
        trx,
        userId,
        {
          name: payer.name,
          inn: payer.inn,
          ogrn: '',
          kpp: '',
          bik: '',
          bank: '',
          rasch_sch: '',
          yur_address: '',
        },
        isFirst,
      );
    });
  }

  /** Adds an entity; the user's first one becomes the default. */
  add(write: Write, userId: number, form: LegalEntityForm): Promise<number> {
    return write((trx) =>
      racingForDefault(async () => {
        const isFirst = !(await repository.hasAnyLegalEntity(trx, userId));
        return repository.insertLegalEntity(trx, userId, fieldsOf(form), isFirst);
      }),
    );
  }

  async update(write: Write, userId: number, id: number, form: LegalEntityForm): Promise<void> {
    const updated = await write((trx) => repository.updateOwnLegalEntity(trx, userId, id, fieldsOf(form)));
    if (!updated) throw notFound('id');
  }

  makeDefault(write: Write, userId: number, id: number): Promise<void> {
    return write((trx) =>
      racingForDefault(async () => {
        const entity = await repository.findOwnLegalEntity(trx, userId, id);
        if (!entity) throw notFound('id');
        if (entity.is_default === 1) return;
        await repository.clearDefault(trx, userId);
        await repository.updateOwnLegalEntity(trx, userId, id, { is_default: 1 });
      }),
    );
  }

  /**
   * Deletes an entity; when no default remains, the oldest remaining one becomes it. Checked after
   * every delete, not only the default's: a concurrent switch may have just made this one default.
   */
  delete(write: Write, userId: number, id: number): Promise<void> {
    return write((trx) =>
      racingForDefault(async () => {
        if (!(await repository.deleteOwnLegalEntity(trx, userId, id))) throw notFound('id');
        await this.ensureDefault(trx, userId);
      }),
    );
  }

  /**
   * Promotes the oldest entity when the user has some but no default. Each statement sees what
   * concurrent requests committed, so a successor deleted meanwhile (0 rows updated) is replaced by
   * the next oldest.
   */
  private async ensureDefault(trx: Kysely<Database>, userId: number): Promise<void> {
    for (;;) {
      if (await repository.hasDefaultLegalEntity(trx, userId)) return;
      const successor = await repository.oldestLegalEntityId(trx, userId);
      if (successor === undefined) return;
      if (await repository.updateOwnLegalEntity(trx, userId, successor, { is_default: 1 })) return;
    }
  }
}
