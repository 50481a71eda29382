import { DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_MASK, type User } from '@storefront/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AppUserTable, Database, UserRow } from '../../db/schema.js';
import type { OrderService } from '../orders/order.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import * as repository from './user.repository.js';

/** E-mails are compared and stored lower-case and trimmed. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** Roles that may work in the back-office (and obtain a manager token). */
const STAFF_ROLES: readonly UserRow['role'][] = ['manager', 'admin'];

export const isStaff = (user: Pick<UserRow, 'role'>) => STAFF_ROLES.includes(user.role);

/** The administrator: everything a manager may, and the catalog, content, settings and managers. */
export const isAdmin = (user: Pick<UserRow, 'role'>) => user.role === 'admin';

/** The accounts (`app_user`): customers, managers and administrators. */
export class UserService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: { settings: SettingsService; orders: OrderService },
  ) {}

  /** An account that is not disabled. */
  findActive(id: number): Promise<UserRow | undefined> {
    return repository.findUserById(this.db, id);
  }

  /** The e-mails of the active administrators (alerts of the back-office's jobs). */
  administratorEmails(db: Kysely<Database> = this.db): Promise<string[]> {
    return repository.emailsOfRole(db, 'admin');
  }

  findActiveByEmail(email: string): Promise<UserRow | undefined> {
    return repository.findUserByEmail(this.db, normalEmail(email));
  }

  /**
   * The account of this id or e-mail, disabled ones included: a login, a password link and a
   * manager token tell a blocked account (AccountBlocked) from an unknown one.
   */
  findIncludingDisabled(
    by: { id: number } | { email: string },
    db: Kysely<Database> = this.db,
  ): Promise<UserRow | undefined> {
    return repository.findAnyUser(db, 'email' in by ? { email: normalEmail(by.email) } : by);
  }

  /** Managers and administrators, deactivated ones too, by LIKE patterns on the e-mail or a name. */
  listStaff(filter: { patterns?: string[] }, window: { limit: number; offset: number }) {
    return repository.listStaff(this.db, filter, window);
  }

  /** The active administrators' ids, their rows locked for the caller's unit of work. */
  lockActiveAdmins(trx: Kysely<Database>): Promise<number[]> {
    return repository.lockActiveAdmins(trx);
  }

  /** Any account with this e-mail, disabled ones included: what a promotion to manager looks at. */
  findAccount(email: string) {
    return repository.findAccountByEmail(this.db, normalEmail(email));
  }

  /** Whether any account (disabled ones too) but `exceptUserId` has this e-mail. */
  emailExists(email: string, exceptUserId?: number): Promise<boolean> {
    return repository.emailExists(this.db, normalEmail(email), exceptUserId);
  }

  /** Any account with this e-mail, disabled and unconfirmed ones included, read in `db` (a unit of work). */
  findAnyByEmail(db: Kysely<Database>, email: string) {
    return repository.findAccountByEmail(db, normalEmail(email));
  }

  create(db: Kysely<Database>, user: Insertable<AppUserTable>): Promise<UserRow> {
    return repository.insertUser(db, user);
  }

  update(db: Kysely<Database>, id: number, fields: Updateable<AppUserTable>): Promise<UserRow> {
    return repository.updateUser(db, id, fields);
  }

  /** The user as the API shows it; never the password hash or session data. */
  async toWire(row: UserRow): Promise<User> {
    const [boughts, masks] = await Promise.all([
      this.deps.orders.countPurchases(row.id),
      this.deps.settings.phoneMasks(),
    ]);
    const maskOf = (country: string | null) => {
      const code = country ?? DEFAULT_PHONE_COUNTRY;
      return { iso_code_2: code, mask: masks[code]?.mask ?? DEFAULT_PHONE_MASK };
    };
    return {
      id: row.id,
      token: null,
      clientID: row.client_id,
      first_name: row.first_name,
      last_name: row.last_name,
      middle_name: row.middle_name,
      email: row.email,
      phone: row.phone,
      phoneMask: maskOf(row.phone_country),
      telegram: row.telegram,
      country: row.country,
      region: row.region,
      city: row.city,
      address: row.address,
      act_type: row.act_type,
      contact_name: row.contact_name,
      contact_phone: row.contact_phone,
      contact_phoneMask: maskOf(row.contact_phone_country),
      contact_index: row.contact_index,
      boughts,
      def_your_name: row.def_your_name,
      def_your_inn: row.def_your_inn,
      ...(row.def_your_country !== null && { def_your_country: row.def_your_country }),
      staff: isStaff(row),
    };
  }
}
