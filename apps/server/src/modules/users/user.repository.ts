import { type ExpressionBuilder, type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { AppUserTable, Database, UserRole, UserRow } from '../../db/schema.js';

type Db = Kysely<Database>;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

/** An active user by e-mail; e-mails are stored lower-case. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where('email', '=', email)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

/** Any account by id or e-mail, disabled (blocked or deactivated) ones included. */
export async function findAnyUser(
  db: Db,
  by: { id: number } | { email: string },
): Promise<UserRow | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .$call((query) => ('id' in by ? query.where('id', '=', by.id) : query.where('email', '=', by.email)))
    .executeTakeFirst();
}

/** Whether any account, disabled ones included, has this e-mail. */
export async function emailExists(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('app_user').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertUser(db: Db, user: Insertable<AppUserTable>): Promise<UserRow> {
  return db.insertInto('app_user').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Db, id: number, fields: Updateable<AppUserTable>): Promise<UserRow> {
  return db
    .updateTable('app_user')
    .set({ ...fields, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Any account with this e-mail, disabled ones included: what a promotion to manager and a
 * registration look at.
 */
export async function findAccountByEmail(
  db: Db,
  email: string,
): Promise<
  | {
      id: number;
      role: UserRole;
      password_hash: string | null;
      language_code: string | null;
      email_verified_at: string | null;
    }
  | undefined
> {
  return db
    .selectFrom('app_user')
    .select(['id', 'role', 'password_hash', 'language_code', 'email_verified_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The e-mails of the active accounts of a role (the administrators an alert goes to). */
export async function emailsOfRole(db: Db, role: UserRole): Promise<string[]> {
  const rows = await db
    .selectFrom('app_user')
    .select('email')
    .where('role', '=', role)
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.email);
}

/** Managers and administrators (deactivated ones included): administrators first, then by e-mail. */
export async function listStaff(
  db: Db,
  filter: { patterns?: string[] },
  page: { limit: number; offset: number },
) {
  const staff = (eb: ExpressionBuilder<Database, 'app_user'>) => {
    const role = eb('role', 'in', ['manager', 'admin']);
    if (!filter.patterns?.length) return role;
    const like = (column: string, pattern: string) =>
      sql<boolean>`${sql.ref(column)} like ${pattern} escape ${'\\'}`;
    return eb.and([
      role,
      eb.or(
        filter.patterns.flatMap((pattern) =>
          ['email', 'first_name', 'last_name'].map((column) => like(column, pattern)),
        ),
      ),
    ]);
  };
  const [rows, total] = await Promise.all([
    db
      .selectFrom('app_user')
      .selectAll()
      .where(staff)
      .orderBy(sql`case when role = 'admin' then 0 else 1 end`)
      .orderBy('email')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where(staff)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

/**
 * The active administrators, their rows locked for this unit of work (an update of `updated_at` to
 * itself; PostgreSQL then makes a second demotion wait for the first), answered as their ids.
 */
export async function lockActiveAdmins(db: Db): Promise<number[]> {
  const rows = await db
    .updateTable('app_user')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
