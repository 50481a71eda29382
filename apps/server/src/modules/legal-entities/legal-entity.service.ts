import { LIMITS, type LegalEntity, type ParsedBodyOf, type userYurlitsoAddCall } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/api-error.js';
import * as repository from './legal-entity.repository.js';

export type LegalEntityForm = ParsedBodyOf<typeof userYurlitsoAddCall>;

export interface ListPage {
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function toLegalEntity(row: repository.LegalEntityRow): LegalEntity {
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
 * index refused a second default, or PostgreSQL broke a deadlock between two of these transactions
 * (a switch locks the old default, then the new one; a delete, the other way round).
 */
function isRetryableConflict(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code === '40P01' || code === '40001') return true;
  if (code === '23505') return constraint === 'legal_entity_one_default_uq';
  // SQLite names the index's column; its one connection serialises transactions, so this is a guard.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' && String(message).includes('legal_entity.user_id');
}

const DEFAULT_RACE_ATTEMPTS = 10;

/**
 * A customer's legal entities. Invariant: exactly one default whenever the user has any. Every
 * change that touches the flag runs in one transaction; the partial unique index refuses a second
 * default if two requests race.
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

  /** Adds an entity; the user's first one becomes the default. */
  async add(userId: number, form: LegalEntityForm): Promise<number> {
    return this.retryingDefaultRace(() =>
      this.db.transaction().execute(async (trx) => {
        const isFirst = !(await repository.hasAnyLegalEntity(trx, userId));
        return repository.insertLegalEntity(trx, userId, fieldsOf(form), isFirst);
      }),
    );
  }

  async update(userId: number, id: number, form: LegalEntityForm): Promise<void> {
    if (!(await repository.updateOwnLegalEntity(this.db, userId, id, fieldsOf(form)))) throw notFound('id');
  }

  async makeDefault(userId: number, id: number): Promise<void> {
    await this.retryingDefaultRace(() =>
      this.db.transaction().execute(async (trx) => {
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
  async delete(userId: number, id: number): Promise<void> {
    await this.retryingDefaultRace(() =>
      this.db.transaction().execute(async (trx) => {
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

  /**
   * Two requests of one user that both set a default (two first adds, two switches) meet at the
   * partial unique index, or deadlock: the loser is run again and sees what the winner committed.
   */
  private async retryingDefaultRace<T>(unitOfWork: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await unitOfWork();
      } catch (error) {
        if (attempt >= DEFAULT_RACE_ATTEMPTS || !isRetryableConflict(error)) throw error;
      }
    }
  }
}
