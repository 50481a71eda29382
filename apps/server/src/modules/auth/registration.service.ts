import type { ParsedBodyOf, User, registerCall } from '@storefront/contract';
import type { Write } from '../../db/transaction.js';
import { invalid } from '../../lib/errors.js';
import { passwordRefusal } from '../../lib/password-policy.js';
import { hashPassword } from '../../lib/passwords.js';
import { normalEmail, type UserService } from '../users/user.service.js';
import { isUniqueViolation } from './unique-violation.js';
import type { RequestSource, SessionService } from './session.service.js';

type RegisterForm = ParsedBodyOf<typeof registerCall>;

const EMAIL_FIELD = 'SignupForm[email]';
const PASSWORD_FIELD = 'SignupForm[password]';

/** New customer accounts. */
export class RegistrationService {
  constructor(private readonly deps: { users: UserService; sessions: SessionService }) {}

  /** A new account with an argon2id hash, logged in at once with a one-day session. */
  async register(
    write: Write,
    form: RegisterForm,
    language: string,
    source: RequestSource,
  ): Promise<{ user: User }> {
    const email = normalEmail(form.SignupForm.email);
    if (await this.deps.users.emailExists(email)) throw invalid('EmailIsTaken', EMAIL_FIELD);
    // The contract checked the length; a new account is a customer's.
    const refusal = await passwordRefusal(form.SignupForm.password, { staff: false, email });
    if (refusal) throw invalid(refusal.key, PASSWORD_FIELD, refusal.args);
    const passwordHash = await hashPassword(form.SignupForm.password);
    try {
      const { user, authKey } = await write(async (trx) => {
        const row = await this.deps.users.create(trx, {
          email,
          password_hash: passwordHash,
          client_id: form.clientID ?? null,
          language_code: language,
          phone_country: null,
          contact_phone_country: null,
        });
        return { user: row, authKey: await this.deps.sessions.open(trx, row.id, false, source) };
      });
      return { user: { ...(await this.deps.users.toWire(user)), auth_key: authKey } };
    } catch (error) {
      // A parallel registration with the same e-mail won the race.
      if (isUniqueViolation(error)) throw invalid('EmailIsTaken', EMAIL_FIELD);
      throw error;
    }
  }
}
