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

/** Three UK companies of one name, told apart only by their company numbers (and addresses). */
export async function registerAlbions(
  db: Kysely<Database>,
): Promise<{ id: number; name: string; registerId: string; address: string }[]> {
  const gb = await db.selectFrom('country').select('id').where('code', '=', 'GB').executeTakeFirstOrThrow();
  const albions = [
    { registerId: '08492362', address: '12 High Street, Leeds LS1 4AP' },
    { registerId: 'SC592202', address: '4 George Square, Glasgow G2 1DY' },
    { registerId: '06014751', address: '77 King Street, Manchester M2 4NH' },
  ];
  await upsertCompanies(
    db,
    albions.map(({ registerId, address }) => ({
      country_id: gb.id,
      register_id: registerId,
      ogrn: null,
      inn: null,
      name: 'ALBION HOLDINGS LTD',
      legal_form: 'Private Limited Company',
      address,
      register_code: 'companies-house',
      source: 'test',
      status: 'Active',
      status_code: 'active',
    })),
  );
  const rows = await db
    .selectFrom('company')
    .select(['id', 'register_id'])
    .where('country_id', '=', gb.id)
    .where(
      'register_id',
      'in',
      albions.map((albion) => albion.registerId),
    )
    .execute();
  return albions.map((albion) => ({
    id: rows.find((row) => row.register_id === albion.registerId)!.id,
    name: 'ALBION HOLDINGS LTD',
    ...albion,
  }));
}
