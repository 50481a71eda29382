import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ManagerTokenService } from '../impersonation/manager-token.service.js';
import type { Write } from '../../db/transaction.js';
import { forbidden, invalid } from '../../lib/errors.js';
import { passwordRefusal } from '../../lib/password-policy.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { type MailService, passwordResetMail } from '../mail/mail.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { isStaff, type UserService } from '../users/user.service.js';
import { confirmEmailOf, spendEmailConfirmationsOfUser } from './email-confirmation.repository.js';
import * as repository from './password-reset.repository.js';
import type { RequestSource, SessionService } from './session.service.js';

const RESET_TOKEN_TTL_MS = 3_600_000;
const FIRST_PASSWORD_TTL_MS = 7 * 24 * 3_600_000;

const PASSWORD_FIELD = 'ResetPasswordForm[password]';

/** Password reset by a mailed single-use link that lives an hour. */
export class PasswordResetService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: {
      users: UserService;
      sessions: SessionService;
      managerTokens: ManagerTokenService;
      settings: SettingsService;
      mail: MailService;
      publicUrl: string;
    },
  ) {}

  /**
   * Queues the reset link for a known e-mail. An unknown one gets the same answer after the same
   * work (a fresh token hashed, the lookup, one unit of work), so the answer tells nothing.
   */
  async request(write: Write, email: string, language: string | undefined, source: RequestSource) {
    const user = await this.deps.users.findActiveByEmail(email);
    const token = newToken();
    const tokenHash = hashToken(token);
    const { sitename } = (await this.deps.settings.publicSettings(language ?? user?.language_code ?? 'ru-RU'))
      .settings;
    await write(async (trx) => {
      if (!user) return;
      await repository.insertPasswordReset(trx, {
        user_id: user.id,
        token_hash: tokenHash,
        ip: source.ip,
        expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString(),
      });
      await this.deps.mail.enqueue(
        trx,
        passwordResetMail(user.email, {
          // After '#': a fragment never leaves the browser, so no proxy or access log records it.
          link: `${this.deps.publicUrl}/reset-password#token=${encodeURIComponent(token)}`,
          sitename,
          language: user.language_code ?? language ?? 'ru-RU',
        }),
      );
    });
  }

  /**
   * The link that sets the first password of an account a checkout made, inside the checkout's
   * unit of work: a password reset's token that lives a week (the mail may be read days later).
   */
  async firstPasswordLink(trx: Kysely<Database>, userId: number, ip: string): Promise<string> {
    const token = newToken();
    await repository.insertPasswordReset(trx, {
      user_id: userId,
      token_hash: hashToken(token),
      ip,
      expires_at: new Date(Date.now() + FIRST_PASSWORD_TTL_MS).toISOString(),
    });
    return `${this.deps.publicUrl}/reset-password#token=${encodeURIComponent(token)}`;
  }

  /** Spends every outstanding link of the user (a block or a deactivation), in the caller's unit of work. */
  spendLinksOf(trx: Kysely<Database>, userId: number, now: string): Promise<void> {
    return repository.spendResetsOfUser(trx, userId, now);
  }

  async isLive(token: string): Promise<boolean> {
    return (
      (await repository.findLiveReset(this.db, hashToken(token), new Date().toISOString())) !== undefined
    );
  }

  /**
   * Sets the new password with the mailed token, spends it and ends every session of the user and
   * every manager token acting as them or issued by them. The password must suit the account: 12
   * characters for staff, never a common one; a refused password leaves the token live for another
   * try. The mailbox's owner is proven: an unconfirmed e-mail counts as confirmed, its links spent.
   */
  async reset(write: Write, resetToken: string, password: string): Promise<void> {
    const tokenHash = hashToken(resetToken);
    const live = await repository.findLiveReset(this.db, tokenHash, new Date().toISOString());
    const user = live && (await this.deps.users.findIncludingDisabled({ id: live.user_id }));
    if (!user) throw invalid('ResetTokenIsInvalid', 'reset_token');
    if (user.disabled_at !== null) throw forbidden('AccountBlocked', 'reset_token');
    const refusal = await passwordRefusal(password, { staff: isStaff(user), email: user.email });
    if (refusal) throw invalid(refusal.key, PASSWORD_FIELD, refusal.args);
    const passwordHash = await hashPassword(password);
    const now = new Date().toISOString();
    const done = await write(async (trx) => {
      const reset = await repository.spendReset(trx, tokenHash, now);
      // Spent by a parallel request since the check: refused, nothing written.
      if (reset?.user_id !== user.id) return false;
      await this.deps.users.update(trx, reset.user_id, { password_hash: passwordHash });
      await repository.spendResetsOfUser(trx, reset.user_id, now);
      await confirmEmailOf(trx, reset.user_id, now);
      await spendEmailConfirmationsOfUser(trx, reset.user_id, now);
      await this.deps.sessions.revokeAllOf(trx, reset.user_id);
      await this.deps.managerTokens.revokeAllOf(trx, reset.user_id);
      return true;
    });
    if (!done) throw invalid('ResetTokenIsInvalid', 'reset_token');
  }
}
