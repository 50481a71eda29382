import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * The back-office's view of the registers: the companies loaded by country and register, and the
 * upload jobs with the e-mail of the staff member who started each, read from the countries and
 * the accounts. It only reads.
 */

/** The loaded registers by country and register: how many companies, when last written. */
export function loadedRegisters(db: Kysely<Database>) {
  return db
    .selectFrom('company')
    .innerJoin('country', 'country.id', 'company.country_id')
    .select([
      'country.code as country',
      'company.register_code as register',
      (eb) => eb.fn.countAll<number | string>().as('companies'),
      (eb) => eb.fn.max('company.updated_at').as('last_imported_at'),
    ])
    .groupBy(['country.code', 'company.register_code'])
    .orderBy('country.code')
    .orderBy('company.register_code')
    .execute();
}

/** The latest 20 upload jobs (or the one of `where.id`), newest first, with who started them. */
export function jobRows(db: Kysely<Database>, where?: { id: number }) {
  return db
    .selectFrom('register_import_job')
    .leftJoin('app_user', 'app_user.id', 'register_import_job.started_by')
    .selectAll('register_import_job')
    .select('app_user.email as started_by_email')
    .$if(where !== undefined, (query) => query.where('register_import_job.id', '=', where!.id))
    .orderBy('register_import_job.id', 'desc')
    .limit(20)
    .execute();
}
