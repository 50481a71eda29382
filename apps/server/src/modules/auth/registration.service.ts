import type { AnswerOf, ParsedBodyOf, confirmEmailCall, registerCall } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { invalid } from '../../lib/errors.js';
import { passwordRefusal } from '../../lib/password-policy.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { accountExistsMail, type MailService, registrationConfirmMail } from '../mail/mail.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { normalEmail, type UserService } from '../users/user.service.js';
import * as repository from './email-confirmation.repository.js';
import type { CartService } from '../cart/cart.service.js';
import type { LoginService, SignedIn } from './login.service.js';
import type { RequestSource, SessionService } from './session.service.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

type RegisterForm = ParsedBodyOf<typeof registerCall>;
type ConfirmForm = ParsedBodyOf<typeof confirmEmailCall>;

const PASSWORD_FIELD = 'SignupForm[password]';
export const EMAIL_CONFIRMATION_TTL_MS = 24 * 3_600_000;

/**
 * New customer accounts, confirmed by a mailed link (docs/decisions/023). Registration answers
 * the same whether or not the e-mail has an account, so it tells nobody who is a customer.
 */
export class RegistrationService {
  constructor(
    private readonly deps: {
      users: UserService;
      sessions: SessionService;
      login: LoginService;
      cart: CartService;
      settings: SettingsService;
      mail: MailService;
      publicUrl: string;
    },
  ) {}

  /**
   * A new e-mail (or one whose account was never confirmed) gets an unconfirmed account with this
   * password and a fresh confirmation link; an e-mail with a confirmed account gets a mail saying
   * so, and nothing else changes. Both hash the password and queue one mail in one unit of work,
   * so neither the answer nor its time tells them apart.
   */
  async register(write: Write, form: RegisterForm, language: string): Promise<AnswerOf<typeof registerCall>> {
    const email = normalEmail(form.SignupForm.email);
    // The contract checked the length; a new account is a customer's. The rule does not depend on
    // the e-mail being taken, so the refusal tells nothing about accounts.
    const refusal = await passwordRefusal(form.SignupForm.password, { staff: false, email });
    if (refusal) throw invalid(refusal.key, PASSWORD_FIELD, refusal.args);
    const passwordHash = await hashPassword(form.SignupForm.password);
    const { sitename } = (await this.deps.settings.publicSettings(language)).settings;
    const token = newToken();
    for (let attempt = 1; ; attempt++) {
      try {
        await write((trx) =>
          this.registerIn(trx, { email, passwordHash, token, sitename, language, clientId: form.clientID }),
        );
        return { success: true, user: null };
      } catch (error) {
        // A parallel registration made the account first: this one is then a repeat for it.
        if (attempt === 1 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  private async registerIn(
    trx: Kysely<Database>,
    input: {
      email: string;
      passwordHash: string;
      token: string;
      sitename: string;
      language: string;
      clientId: string | undefined;
    },
  ): Promise<void> {
    const { users, mail, publicUrl } = this.deps;
    const now = new Date();
    const existing = await users.findAnyByEmail(trx, input.email);
    if (existing?.email_verified_at) {
      await mail.enqueue(
        trx,
        accountExistsMail(input.email, {
          loginLink: `${publicUrl}/login`,
          resetLink: `${publicUrl}/forgot-password`,
          sitename: input.sitename,
          language: existing.language_code ?? input.language,
        }),
      );
      return;
    }
    // Never confirmed: whoever registers now, proving the mailbox with the new link, sets the
    // password; the links mailed before die.
    const fields = {
      password_hash: input.passwordHash,
      client_id: input.clientId ?? null,
      language_code: input.language,
    };
    let userId: number;
    if (existing) {
      await users.update(trx, existing.id, fields);
      await repository.spendEmailConfirmationsOfUser(trx, existing.id, now.toISOString());
      userId = existing.id;
    } else {
      const row = await users.create(trx, {
        ...fields,
        email: input.email,
        phone_country: null,
        contact_phone_country: null,
      });
      userId = row.id;
    }
    await repository.insertEmailConfirmation(trx, {
      user_id: userId,
      token_hash: hashToken(input.token),
      expires_at: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS).toISOString(),
    });
    await mail.enqueue(
      trx,
      registrationConfirmMail(input.email, {
        // After '#': a fragment never leaves the browser, so no proxy or access log records it.
        link: `${publicUrl}/confirm-email#token=${encodeURIComponent(input.token)}`,
        sitename: input.sitename,
        language: input.language,
      }),
    );
  }

  /**
   * The mailed link: spends it, marks the e-mail confirmed and signs the browser in for a day (as
   * registration did before), answering like a login.
   */
  async confirm(write: Write, form: ConfirmForm, lang: string, source: RequestSource): Promise<SignedIn> {
    const { users, sessions } = this.deps;
    const now = new Date().toISOString();
    const signedIn = await write(async (trx) => {
      const confirmation = await repository.spendEmailConfirmation(trx, hashToken(form.confirm_token), now);
      if (!confirmation) return undefined;
      await repository.confirmEmailOf(trx, confirmation.user_id, now);
      const user = await users.update(trx, confirmation.user_id, {
        ...(form.clientID ? { client_id: form.clientID } : {}),
      });
      if (user.disabled_at !== null) return undefined;
      await this.deps.cart.mergeGuestItems(trx, user.id, {
        guestItemIds: form.cart_ids,
        cartKey: form.cart_key,
      });
      return { user, authKey: await sessions.open(trx, user.id, false, source) };
    });
    if (!signedIn) throw invalid('ConfirmEmailTokenIsInvalid', 'confirm_token');
    return this.deps.login.signedIn(signedIn.user, signedIn.authKey, lang);
  }
}
