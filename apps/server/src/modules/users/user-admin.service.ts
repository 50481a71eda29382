import {
  type AdminCustomerDetail,
  type AdminCustomerRow,
  type AdminStaffMember,
  DEFAULT_LANGUAGE,
  type StaffRole,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import type { Change, Write } from '../../db/transaction.js';
import { invalid, notFound } from '../../lib/errors.js';
import { containsPatterns } from '../../lib/like-patterns.js';
import { type PageRequest, type Paged, paged, pageWindow } from '../../lib/paged.js';
import type { PasswordResetService } from '../auth/password-reset.service.js';
import type { SessionService } from '../auth/session.service.js';
import type { ManagerTokenService } from '../impersonation/manager-token.service.js';
import type { LegalEntityService } from '../legal-entities/legal-entity.service.js';
import { type MailService, staffInviteMail } from '../mail/mail.service.js';
import type { OrderQueryService } from '../orders/order-queries.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { type CustomerSort, listCustomers } from './customer-queries.js';
import { isStaff, normalEmail, type UserService } from './user.service.js';

/** How many of a customer's orders and legal entities the customer's page lists. */
const CUSTOMER_PAGE_ORDERS = 100;
const CUSTOMER_PAGE_LEGAL_ENTITIES = 100;

export interface CustomerListQuery extends PageRequest {
  sort: CustomerSort;
  dir: 'asc' | 'desc';
  state?: 'active' | 'blocked' | undefined;
  q?: string | undefined;
}

const fullName = (row: Pick<UserRow, 'first_name' | 'last_name' | 'middle_name'>) =>
  [row.last_name, row.first_name, row.middle_name].filter(Boolean).join(' ');

const blockState = (row: Pick<UserRow, 'disabled_at' | 'disabled_reason'>) => ({
  disabled_at: row.disabled_at,
  disabled_reason: row.disabled_reason,
});

/**
 * The back-office's customers and staff (ADR 034). Blocking a customer and
 * deactivating a staff member are one thing, `app_user.disabled_at`: the account's sessions, the
 * manager tokens acting as it or issued by it and its outstanding password links end in the same
 * unit of work, so every instance refuses them at once. Every write states what it changed (the
 * account's values before and after); one that changed nothing states nothing.
 */
export class UserAdminService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: {
      users: UserService;
      orders: OrderQueryService;
      legalEntities: LegalEntityService;
      sessions: SessionService;
      managerTokens: ManagerTokenService;
      passwordReset: PasswordResetService;
      settings: SettingsService;
      mail: MailService;
    },
  ) {}

  async customers(query: CustomerListQuery): Promise<Paged<AdminCustomerRow>> {
    const { rows, count } = await listCustomers(
      this.db,
      { ...(query.q && { patterns: containsPatterns(query.q) }), state: query.state },
      { sort: query.sort, direction: query.dir },
      pageWindow(query),
    );
    const list = rows.map((row): AdminCustomerRow => ({
      id: row.id,
      email: row.email,
      name: fullName(row),
      phone: row.phone,
      created_at: row.created_at,
      orders_count: Number(row.orders_count ?? 0),
      last_order_at: row.last_order_at ?? null,
      blocked_at: row.disabled_at,
    }));
    return paged(list, count, query);
  }

  /** A customer (blocked ones too); a staff account or an unknown id is NotFound. */
  private async customerRow(id: number, db: Kysely<Database> = this.db): Promise<UserRow> {
    const row = await this.deps.users.findIncludingDisabled({ id }, db);
    if (!row || row.role !== 'customer') throw notFound('id');
    return row;
  }

  async customer(id: number): Promise<AdminCustomerDetail> {
    const row = await this.customerRow(id);
    const [orders, legalEntities, sessions] = await Promise.all([
      this.deps.orders.ordersOfCustomer(id, CUSTOMER_PAGE_ORDERS),
      this.deps.legalEntities.list(id, { page: 1, pageSize: CUSTOMER_PAGE_LEGAL_ENTITIES }),
      // A blocked customer has none: their sessions ended with the block.
      row.disabled_at === null ? this.deps.sessions.liveSessionsOf(row) : Promise.resolve([]),
    ]);
    return {
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      middle_name: row.middle_name,
      phone: row.phone,
      telegram: row.telegram,
      country: row.country,
      city: row.city,
      address: row.address,
      language_code: row.language_code,
      created_at: row.created_at,
      email_verified_at: row.email_verified_at,
      blocked_at: row.disabled_at,
      blocked_reason: row.disabled_reason,
      orders_total: orders.total,
      orders: orders.list,
      legal_entities_total: legalEntities.count,
      legal_entities: legalEntities.list,
      sessions,
    };
  }

  /** Ends everything that lets the account in: sessions, manager tokens, mailed password links. */
  private async endAccess(trx: Kysely<Database>, userId: number, now: string) {
    await this.deps.sessions.revokeAllOf(trx, userId);
    await this.deps.managerTokens.revokeAllOf(trx, userId);
    await this.deps.passwordReset.spendLinksOf(trx, userId, now);
  }

  /** Blocks the customer with the reason; a blocked one stays as it is (no change stated). */
  async block(write: Write, id: number, reason: string): Promise<void> {
    await write(async (trx, changed) => {
      const row = await this.customerRow(id, trx);
      if (row.disabled_at !== null) return;
      const now = new Date().toISOString();
      const after = await this.deps.users.update(trx, id, { disabled_at: now, disabled_reason: reason });
      await this.endAccess(trx, id, now);
      changed(accountChange(id, blockState(row), blockState(after)));
    });
  }

  /** Lets the customer in again; the reason goes with the change. An active one stays as it is. */
  async unblock(write: Write, id: number, reason: string): Promise<void> {
    await write(async (trx, changed) => {
      const row = await this.customerRow(id, trx);
      if (row.disabled_at === null) return;
      const after = await this.deps.users.update(trx, id, { disabled_at: null, disabled_reason: null });
      changed(accountChange(id, blockState(row), blockState(after), { reason }));
    });
  }

  /** Staff members, searched by a part of the e-mail or a name (`q`). */
  async staff(query: PageRequest & { q?: string | undefined }): Promise<Paged<AdminStaffMember>> {
    const { rows, count } = await this.deps.users.listStaff(
      query.q ? { patterns: containsPatterns(query.q) } : {},
      pageWindow(query),
    );
    return paged(rows.map(toStaffMember), count, query);
  }

  /**
   * A new manager or administrator without a password, mailed a week's link to set one. A
   * customer's e-mail promotes the customer as `npm run manager -- create` does: the customer's
   * password and sessions end (the staff password is chosen under the staff rule). A staff
   * member's e-mail is EmailIsTaken. `ip`: the administrator's address, kept with the link.
   */
  async createStaff(
    write: Write,
    ip: string,
    form: { email: string; first_name: string; last_name?: string | undefined; role: StaffRole },
  ): Promise<AdminStaffMember> {
    const email = normalEmail(form.email);
    const now = new Date().toISOString();
    const fields = {
      role: form.role,
      first_name: form.first_name,
      last_name: form.last_name ?? null,
      password_hash: null,
      email_verified_at: now,
      disabled_at: null,
      disabled_reason: null,
    };
    return write(async (trx, changed) => {
      const existing = await this.deps.users.findAnyByEmail(trx, email);
      if (existing && existing.role !== 'customer') throw invalid('EmailIsTaken', 'email');
      const before = existing
        ? await this.deps.users.findIncludingDisabled({ id: existing.id }, trx)
        : undefined;
      const row = before
        ? await this.deps.users.update(trx, before.id, fields)
        : await this.deps.users.create(trx, { email, ...fields });
      if (before) await this.endAccess(trx, row.id, now);
      const language = row.language_code ?? DEFAULT_LANGUAGE;
      await this.deps.mail.enqueue(
        trx,
        staffInviteMail(email, {
          link: await this.deps.passwordReset.firstPasswordLink(trx, row.id, ip),
          sitename: await this.deps.settings.sitenameIn(trx, language),
          role: form.role,
          language,
        }),
      );
      changed(
        accountChange(
          row.id,
          before ? staffValues(before) : {},
          staffValues(row),
          before ? { promoted: true } : undefined,
        ),
      );
      return toStaffMember(row);
    });
  }

  /** Another member's role (`managerId` is the caller); the last active administrator stays one. */
  async setStaffRole(write: Write, managerId: number, id: number, role: StaffRole) {
    return write(async (trx, changed) => {
      const row = await this.otherStaffRow(trx, managerId, id);
      if (row.role === role) return toStaffMember(row);
      if (row.role === 'admin') await this.keepAnAdmin(trx, id);
      const after = await this.deps.users.update(trx, id, { role });
      // Sessions opened under the old role end: the next login is made as what the member is now.
      await this.deps.sessions.revokeAllOf(trx, id);
      changed(accountChange(id, { role: row.role }, { role: after.role }));
      return toStaffMember(after);
    });
  }

  /** Deactivates another member (sessions, tokens and links end) or reactivates one. */
  async setStaffActive(write: Write, managerId: number, id: number, active: boolean) {
    return write(async (trx, changed) => {
      const row = await this.otherStaffRow(trx, managerId, id);
      if ((row.disabled_at === null) === active) return toStaffMember(row);
      const now = new Date().toISOString();
      if (!active && row.role === 'admin') await this.keepAnAdmin(trx, id);
      const after = await this.deps.users.update(trx, id, { disabled_at: active ? null : now });
      if (!active) await this.endAccess(trx, id, now);
      changed(accountChange(id, { disabled_at: row.disabled_at }, { disabled_at: after.disabled_at }));
      return toStaffMember(after);
    });
  }

  /** A staff member other than the caller: one's own role and access are not changed here. */
  private async otherStaffRow(trx: Kysely<Database>, managerId: number, id: number): Promise<UserRow> {
    if (id === managerId) throw invalid('CannotChangeOwnAccount', 'id');
    const row = await this.deps.users.findIncludingDisabled({ id }, trx);
    if (!row || !isStaff(row)) throw notFound('id');
    return row;
  }

  /** Refuses to take the administrator's rights from `id` when no other active administrator is left. */
  private async keepAnAdmin(trx: Kysely<Database>, id: number) {
    const admins = await this.deps.users.lockActiveAdmins(trx);
    if (!admins.some((adminId) => adminId !== id)) throw invalid('LastAdministrator', 'id');
  }
}

/** A change of an account (`app_user`) as the audit keeps it. */
const accountChange = (
  id: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  details?: Record<string, unknown>,
): Change => ({ entity: 'app_user', id, before, after, ...(details && { details }) });

const staffValues = (row: UserRow) => ({
  email: row.email,
  role: row.role,
  first_name: row.first_name,
  last_name: row.last_name,
  disabled_at: row.disabled_at,
});

function toStaffMember(row: UserRow): AdminStaffMember {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role === 'admin' ? 'admin' : 'manager',
    created_at: row.created_at,
    password_set: row.password_hash !== null,
    deactivated_at: row.disabled_at,
  };
}
