import type pg from 'pg';

/**
 * pg's Pool.end() resolves before its sockets have closed; dropping the database at once would kill
 * them mid-close and surface as an uncaught error. Wait until the server sees no session.
 */
export async function dropWhenIdle(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query<{ count: string }>(
      'select count(*) as count from pg_stat_activity where datname = $1',
      [name],
    );
    if (Number(rows[0]?.count) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`drop database if exists "${name}"`);
}
