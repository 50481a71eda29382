import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * The back-office's audit log: the log's rows with the e-mails of the accounts that acted, read
 * from the accounts, and searched by them. It only reads.
 */

export interface AuditFilter {
  /** The actor or the acting manager has this id... */
  actorId?: number | undefined;
  /** ...or an e-mail with one of these LIKE patterns (escaped with `\`). */
  actorPatterns?: string[] | undefined;
  actionPatterns?: string[] | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  /** ISO instants: from (inclusive), before (exclusive). */
  from?: string | undefined;
  before?: string | undefined;
}

/** The audit log for the back-office: newest first, one page, with the actors' e-mails. */
export async function listAuditEntries(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) {
  const like = (ref: string, pattern: string) => sql<boolean>`${sql.ref(ref)} like ${pattern} escape ${'\\'}`;
  const where = (eb: ExpressionBuilder<Database, 'audit_log'>) => {
    const conditions = [];
    if (filter.actorId !== undefined)
      conditions.push(
        eb.or([
          eb('audit_log.actor_user_id', '=', filter.actorId),
          eb('audit_log.acting_manager_id', '=', filter.actorId),
        ]),
      );
    else if (filter.actorPatterns?.length) {
      const patterns = filter.actorPatterns;
      const byEmail = eb
        .selectFrom('app_user')
        .select('app_user.id')
        .where((inner) => inner.or(patterns.map((pattern) => like('app_user.email', pattern))));
      conditions.push(
        eb.or([
          eb('audit_log.actor_user_id', 'in', byEmail),
          eb('audit_log.acting_manager_id', 'in', byEmail),
        ]),
      );
    }
    if (filter.actionPatterns?.length)
      conditions.push(eb.or(filter.actionPatterns.map((pattern) => like('audit_log.action', pattern))));
    if (filter.entity) conditions.push(eb('audit_log.entity', '=', filter.entity));
    if (filter.entityId) conditions.push(eb('audit_log.entity_id', '=', filter.entityId));
    if (filter.from) conditions.push(eb('audit_log.created_at', '>=', filter.from));
    if (filter.before) conditions.push(eb('audit_log.created_at', '<', filter.before));
    return eb.and(conditions);
  };
  const [rows, total] = await Promise.all([
    db
      .selectFrom('audit_log')
      .leftJoin('app_user as actor', 'actor.id', 'audit_log.actor_user_id')
      .leftJoin('app_user as manager', 'manager.id', 'audit_log.acting_manager_id')
      .select([
        'audit_log.id',
        'audit_log.created_at',
        'audit_log.actor_user_id',
        'audit_log.acting_manager_id',
        'audit_log.action',
        'audit_log.entity',
        'audit_log.entity_id',
        'audit_log.ip',
        'audit_log.details',
        'actor.email as actor_email',
        'manager.email as manager_email',
      ])
      .where(where)
      .orderBy('audit_log.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
