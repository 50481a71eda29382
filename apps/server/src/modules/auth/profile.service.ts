import { countryOfPhone, type ParsedBodyOf, type User, type editProfileCall } from '@storefront/contract';
import type { UserRow } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { forbidden, invalid, notFound, tooManyRequests } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import type { ManagerTokenService } from '../impersonation/manager-token.service.js';
import { emailChangedMail, type MailService } from '../mail/mail.service.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { normalEmail, type UserService } from '../users/user.service.js';
import type { ActingManager } from './access.service.js';
import type { RequestSource, SessionService } from './session.service.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

type ProfileForm = ParsedBodyOf<typeof editProfileCall>;

/** The customer's own profile fields (spec section 3) and analytics client id. */
export class ProfileService {
  constructor(
    private readonly deps: {
      users: UserService;
      settings: SettingsService;
      sessions: SessionService;
      managerTokens: ManagerTokenService;
      mail: MailService;
      rateLimits: RateLimiter;
    },
  ) {}

  /**
   * The profile fields of section 3; `id` must be the signed-in user's own. The e-mail is the
   * login and where reset links go: a manager acting as the customer may not move it (that would
   * hand the account to whoever reads the new address), and the customer moves it only with the
   * current password (a stolen session key alone must not take the account over). A new
   * e-mail is told to the old address, and every other session and manager token of the account
   * ends, in the change's own transaction; the session that changed it stays.
   */
  async edit(
    write: Write,
    user: UserRow,
    form: ProfileForm,
    context: {
      actingManager: ActingManager | undefined;
      authKey: string;
      source: RequestSource;
      lang: string;
    },
  ): Promise<User> {
    if (form.id !== user.id) throw notFound('id');
    const email = normalEmail(form.email);
    const emailChanges = email !== user.email;
    if (context.actingManager && emailChanges) throw forbidden('ManagerCannotChangeEmail', 'email');
    // The password first: without it, the form does not tell whether an address is registered.
    if (emailChanges) await this.checkPassword(user, form.current_password, context.source);
    if (emailChanges && (await this.deps.users.emailExists(email, user.id)))
      throw invalid('EmailIsTaken', 'email');
    // The payload has no phone country: it is read from the number's dialling code (spec section 3's
    // phoneMask), so the profile shows the number in its own country's mask next time.
    const masks = Object.values(await this.deps.settings.phoneMasks());
    const countryOf = (phone: string | undefined) => (phone ? (countryOfPhone(phone, masks) ?? null) : null);
    const language = user.language_code ?? context.lang;
    const { sitename } = emailChanges
      ? (await this.deps.settings.publicSettings(language)).settings
      : { sitename: '' };
    try {
      const updated = await write(async (trx) => {
        const row = await this.deps.users.update(trx, user.id, {
          email,
          first_name: form.first_name ?? null,
          last_name: form.last_name ?? null,
          middle_name: form.middle_name ?? null,
          phone: form.phone ?? null,
          phone_country: countryOf(form.phone),
          contact_phone_country: countryOf(form.contact_phone),
          telegram: form.telegram ?? null,
          country: form.country ?? null,
          region: form.region ?? null,
          city: form.city ?? null,
          address: form.address ?? null,
          act_type: form.act_type ?? null,
          contact_name: form.contact_name ?? null,
          contact_phone: form.contact_phone ?? null,
          contact_index: form.contact_index ?? null,
        });
        if (emailChanges) {
          await this.deps.mail.enqueue(
            trx,
            emailChangedMail(user.email, { newEmail: email, sitename, language, at: new Date() }),
          );
          await this.deps.sessions.revokeAllOf(trx, user.id, context.authKey);
          await this.deps.managerTokens.revokeAllOf(trx, user.id);
        }
        return row;
      });
      return this.deps.users.toWire(updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid('EmailIsTaken', 'email');
      throw error;
    }
  }

  /**
   * The current password of an e-mail change, missing → FieldCannotBeEmpty, wrong →
   * CurrentPasswordIncorrect, both on `current_password`. Guesses count against the login's own
   * per-account limits (from this address, and from all), so this form is no cheaper a password
   * oracle than the login form; a right one gives its hits back.
   */
  private async checkPassword(user: UserRow, password: string | undefined, source: RequestSource) {
    if (password === undefined) throw invalid('FieldCannotBeEmpty', 'current_password');
    const { rateLimits } = this.deps;
    const hits = [
      ['loginAccount', { client: source.ip, key: user.email }],
      ['loginAccountAllIps', { key: hashToken(user.email) }],
    ] as const;
    const results = await Promise.all(hits.map(([rule, subject]) => rateLimits.hit(rule, subject)));
    const refused = results.filter((hit) => !hit.allowed);
    if (refused.length > 0) throw tooManyRequests(Math.max(...refused.map((hit) => hit.retryAfterSeconds)));
    if (!(await verifyPassword(user.password_hash, password)))
      throw invalid('CurrentPasswordIncorrect', 'current_password');
    await Promise.all(hits.map(([rule, subject]) => rateLimits.refund(rule, subject)));
  }

  async setClientId(write: Write, user: UserRow, clientId: string): Promise<void> {
    await write((trx) => this.deps.users.update(trx, user.id, { client_id: clientId }));
  }
}
