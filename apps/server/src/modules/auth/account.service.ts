import {
  countryOfPhone,
  type ParsedBodyOf,
  type User,
  type editProfileCall,
  type loginCall,
  type registerCall,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import { ApiError, notFound, tooManyRequests } from '../../http/api-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { CartService } from '../cart/cart.service.js';
import type { MailService } from '../mail/mail.service.js';
import { passwordResetMail } from '../mail/mail.templates.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import * as users from '../users/user.repository.js';
import type { UserService } from '../users/user.service.js';
import * as resets from './password-reset.repository.js';
import * as sessions from './session.repository.js';

const DAY_MS = 86_400_000;
/** Session lifetimes (spec section 9): the token cookie lives as long. */
export const SESSION_TTL_MS = DAY_MS;
export const REMEMBERED_SESSION_TTL_MS = 30 * DAY_MS;
export const RESET_TOKEN_TTL_MS = 3_600_000;
const USER_AGENT_MAX = 512;

/** Where a request comes from, kept with sessions and reset tokens. */
export interface RequestSource {
  ip: string;
  userAgent: string | undefined;
}

type LoginForm = ParsedBodyOf<typeof loginCall>;
type RegisterForm = ParsedBodyOf<typeof registerCall>;
type ProfileForm = ParsedBodyOf<typeof editProfileCall>;

/** E-mails are compared and stored lower-case and trimmed. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

const emailIsTaken = (field: string) => new ApiError(400, 'EmailIsTaken', field);

/** Unique violations of SQLite and PostgreSQL (a parallel registration with the same e-mail). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Registration, login, sessions, password reset and the profile of customer accounts. */
export class AccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: {
      users: UserService;
      cart: CartService;
      settings: SettingsService;
      mail: MailService;
      rateLimits: RateLimiter;
      publicUrl: string;
    },
  ) {}

  /** A new account with an argon2id hash, logged in at once with a one-day session. */
  async register(form: RegisterForm, language: string, source: RequestSource): Promise<{ user: User }> {
    const email = normalEmail(form.SignupForm.email);
    const field = 'SignupForm[email]';
    if (await users.emailExists(this.db, email)) throw emailIsTaken(field);
    const passwordHash = await hashPassword(form.SignupForm.password);
    try {
      const { user, authKey } = await this.db.transaction().execute(async (trx) => {
        const row = await users.insertUser(trx, {
          email,
          password_hash: passwordHash,
          client_id: form.clientID ?? null,
          language_code: language,
          phone_country: null,
          contact_phone_country: null,
        });
        return { user: row, authKey: await this.openSession(trx, row.id, false, source) };
      });
      return { user: { ...(await this.deps.users.toWire(user)), auth_key: authKey } };
    } catch (error) {
      if (isUniqueViolation(error)) throw emailIsTaken(field);
      throw error;
    }
  }

  /**
   * Every attempt is counted before the password is checked, so a burst of parallel guesses meets
   * the limits together: per account from this IP (strict), per account from all IPs (loose) and
   * per IP; a successful one gives its hits back. One attacker thus locks an account only for
   * their own address, not for its owner elsewhere.
   */
  async login(form: LoginForm, lang: string, source: RequestSource) {
    const email = normalEmail(form.LoginForm.username);
    const rateLimits = this.deps.rateLimits;
    const local = [
      ['loginAccount', hashToken(`${email}\n${source.ip ?? ''}`)],
      ['loginIp', source.ip],
    ] as const;
    const refuseIfOver = (hits: { allowed: boolean; retryAfterSeconds: number }[]) => {
      const refused = hits.filter((hit) => !hit.allowed);
      if (refused.length > 0) throw tooManyRequests(Math.max(...refused.map((hit) => hit.retryAfterSeconds)));
    };
    refuseIfOver(await Promise.all(local.map(([rule, subject]) => rateLimits.hit(rule, subject))));
    // Only attempts this address may still make count against the account as a whole, so the
    // refused ones of one attacker do not use up the owner's allowance.
    const accountSubject = hashToken(email);
    refuseIfOver([await rateLimits.hit('loginAccountAllIps', accountSubject)]);
    const row = await users.findUserByEmail(this.db, email);
    const valid = await verifyPassword(row?.password_hash, form.LoginForm.password);
    if (!row || !valid) throw new ApiError(400, 'LoginIncorrect');
    await Promise.all([
      ...local.map(([rule, subject]) => rateLimits.refund(rule, subject)),
      rateLimits.refund('loginAccountAllIps', accountSubject),
    ]);
    const user = form.clientID ? await users.updateUser(this.db, row.id, { client_id: form.clientID }) : row;
    const authKey = await this.openSession(this.db, row.id, form.LoginForm.rememberMe, source);
    return this.userAndCart(user, authKey, lang);
  }

  /** Auto-login at start-up: the user and cart of a live session. */
  async userAndCart(user: UserRow, authKey: string, lang: string) {
    const [wire, cart] = await Promise.all([
      this.deps.users.toWire(user),
      this.deps.cart.itemsOfUser(user.id, lang),
    ]);
    return { user: { ...wire, auth_key: authKey }, cart };
  }

  async setClientId(user: UserRow, clientId: string): Promise<void> {
    await users.updateUser(this.db, user.id, { client_id: clientId });
  }

  /**
   * Queues the reset link for a known e-mail. An unknown one gets the same answer after the same
   * work (a fresh token hashed, the lookup, one transaction), so the answer tells nothing.
   */
  async requestPasswordReset(
    email: string,
    language: string | undefined,
    source: RequestSource,
  ): Promise<void> {
    const user = await users.findUserByEmail(this.db, normalEmail(email));
    const token = newToken();
    const tokenHash = hashToken(token);
    const { sitename } = (await this.deps.settings.publicSettings(language ?? user?.language_code ?? 'ru-RU'))
      .value.settings;
    await this.db.transaction().execute(async (trx) => {
      if (!user) return;
      await resets.insertPasswordReset(trx, {
        user_id: user.id,
        token_hash: tokenHash,
        ip: source.ip,
        expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString(),
      });
      await this.deps.mail.enqueue(
        trx,
        passwordResetMail(user.email, {
          link: `${this.deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
          sitename,
          language: user.language_code ?? language ?? 'ru-RU',
        }),
      );
    });
  }

  async isResetTokenLive(token: string): Promise<boolean> {
    return (await resets.findLiveReset(this.db, hashToken(token), new Date().toISOString())) !== undefined;
  }

  /** Sets the new password with the emailed token, spends it and ends every session of the user. */
  async resetPassword(resetToken: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const now = new Date().toISOString();
    const done = await this.db.transaction().execute(async (trx) => {
      const reset = await resets.spendReset(trx, hashToken(resetToken), now);
      if (!reset) return false;
      await users.updateUser(trx, reset.user_id, { password_hash: passwordHash });
      await resets.spendResetsOfUser(trx, reset.user_id, now);
      await sessions.revokeSessionsOfUser(trx, reset.user_id, now);
      return true;
    });
    if (!done) throw new ApiError(400, 'ResetTokenIsInvalid', 'reset_token');
  }

  /** The profile fields of section 3; `id` must be the signed-in user's own. */
  async editProfile(user: UserRow, form: ProfileForm): Promise<User> {
    if (form.id !== user.id) throw notFound('id');
    const email = normalEmail(form.email);
    if (email !== user.email && (await users.emailExists(this.db, email, user.id)))
      throw emailIsTaken('email');
    // The payload has no phone country: it is read from the number's dialling code (spec section 3's
    // phoneMask), so the profile shows the number in its own country's mask next time.
    const masks = Object.values(await this.deps.settings.phoneMasks());
    const countryOf = (phone: string | undefined) => (phone ? (countryOfPhone(phone, masks) ?? null) : null);
    try {
      const updated = await users.updateUser(this.db, user.id, {
        email,
        first_name: form.first_name ?? null,
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
      return this.deps.users.toWire(updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailIsTaken('email');
      throw error;
    }
  }

  /** A new session: a random 256-bit token for the client, its SHA-256 for the table. */
  private async openSession(
    db: Kysely<Database>,
    userId: number,
    remember: boolean,
    source: RequestSource,
  ): Promise<string> {
    const token = newToken();
    await sessions.insertSession(db, {
      user_id: userId,
      token_hash: hashToken(token),
      remember: remember ? 1 : 0,
      ip: source.ip,
      user_agent: source.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      expires_at: new Date(
        Date.now() + (remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS),
      ).toISOString(),
    });
    return token;
  }
}
