import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { unauditedWrite } from '../../db/transaction.js';
import { invalid } from '../../lib/errors.js';
import { passwordRefusal } from '../../lib/password-policy.js';
import { hashPassword } from '../../lib/passwords.js';
import { normalEmail, type UserService } from '../users/user.service.js';
import * as resets from './password-reset.repository.js';
import type { SessionService } from './session.service.js';

export interface ManagerAccount {
  id: number;
  email: string;
  /** Whether the account was created rather than an existing user promoted. */
  created: boolean;
  /** The account's role now. */
  role: 'manager' | 'admin';
  /** The password made here, to be shown once; absent when one was given or the old one is kept. */
  generatedPassword?: string;
  /**
   * The account is deactivated (blocked) in the back-office and stays so: only an administrator
   * there reactivates it (ADR 034).
   */
  deactivated: boolean;
}

/** A strong password to hand over once: 144 random bits, 24 URL-safe characters. */
const generatePassword = () => randomBytes(18).toString('base64url');

/** Staff accounts made from the command line (`npm run manager`, `--admin` for an administrator). */
export class ManagerAccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: { users: UserService; sessions: SessionService },
  ) {}

  /**
   * `npm run manager -- create <email>`: a new manager account with `password` (or a generated one),
   * or an existing user promoted to manager. A given password must suit staff (12 characters, not a
   * common one); it is refused as `invalid` otherwise.
   *
   * A customer promoted to manager always gets a new password (the given one, else a generated
   * one): the customer chose the old one under the customers' weaker rule, and anyone who knew it
   * must not walk into the back-office. Every session and outstanding reset link
   * of the account ends with it. An existing manager or admin keeps the old password unless one is
   * given (then its sessions end too); an admin stays admin. Passwords are argon2id like every
   * account's.
   *
   * With `role: 'admin'` (`npm run manager -- create <email> --admin`) the account is made or
   * promoted to administrator the same way; a manager promoted to administrator keeps the password
   * (it was chosen under the staff rule) unless one is given. Nobody is demoted here.
   */
  async createOrPromoteManager(
    rawEmail: string,
    password?: string,
    { role = 'manager' }: { role?: 'manager' | 'admin' } = {},
  ): Promise<ManagerAccount> {
    const email = normalEmail(rawEmail);
    if (password !== undefined) {
      const refusal = await passwordRefusal(password, { staff: true, email });
      if (refusal) throw invalid(refusal.key, 'password', refusal.args);
    }
    const existing = await this.deps.users.findIncludingDisabled({ email });
    const promoted = existing?.role === 'customer';
    const newRole = existing?.role === 'admin' ? 'admin' : role;
    const generatedPassword =
      password === undefined && (!existing?.password_hash || promoted) ? generatePassword() : undefined;
    const newPassword = password ?? generatedPassword;
    const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
    // The administrator vouches for the address: a manager's e-mail counts as confirmed.
    const now = new Date().toISOString();
    // The command line's own unit of work: no call, so no staff member to audit.
    return unauditedWrite(this.db)(async (trx) => {
      if (!existing) {
        const row = await this.deps.users.create(trx, {
          email,
          role: newRole,
          password_hash: passwordHash ?? null,
          email_verified_at: now,
        });
        return { id: row.id, email, created: true, role: newRole, generatedPassword, deactivated: false };
      }
      await this.deps.users.update(trx, existing.id, {
        ...(existing.role !== newRole ? { role: newRole } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        ...(existing.email_verified_at === null ? { email_verified_at: now } : {}),
      });
      if (passwordHash) {
        await this.deps.sessions.revokeAllOf(trx, existing.id);
        await resets.spendResetsOfUser(trx, existing.id, now);
      }
      return {
        id: existing.id,
        email,
        created: false,
        role: newRole,
        generatedPassword,
        deactivated: existing.disabled_at !== null,
      };
    });
  }
}
