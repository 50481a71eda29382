import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { upsertCompanies } from '../../src/modules/companies/company.repository.js';

/** ООО «Ромашка» in the Russian register (INN 7707083893), as the cart's company form names it. */
export async function registerRomashka(
  db: Kysely<Database>,
): Promise<{ id: number; name: string; inn: string; country: string }> {
  const ru = await db.selectFrom('country').select('id').where('code', '=', 'RU').executeTakeFirstOrThrow();
  await upsertCompanies(db, [
    {
      country_id: ru.id,
      register_id: '1027700132195',
      ogrn: '1027700132195',
      inn: '7707083893',
      name: 'ООО «Ромашка»',
      legal_form: 'ООО',
      address: 'г. Москва',
      register_code: 'egrul',
      source: 'test',
      status: 'Действующее',
      status_code: 'active',
    },
  ]);
  const row = await db
    .selectFrom('company')
    .select(['id', 'name'])
    .where('register_id', '=', '1027700132195')
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name, inn: '7707083893', country: 'Россия' };
}
