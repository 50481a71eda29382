import type { CartItemWire, ParsedBodyOf, User, loginCall } from '@storefront/contract';
import type { UserRow } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { forbidden, invalid, tooManyRequests } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import type { CartService } from '../cart/cart.service.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { isStaff, normalEmail, type UserService } from '../users/user.service.js';
import type { RequestSource, SessionService } from './session.service.js';

type LoginForm = ParsedBodyOf<typeof loginCall>;

/** What a login or an auto-login answers: the user with the session's key, and the cart. */
export interface SignedIn {
  user: User;
  cart: CartItemWire[];
}

/** Logging in with e-mail and password, throttled per account and per IP. */
export class LoginService {
  constructor(
    private readonly deps: {
      users: UserService;
      sessions: SessionService;
      cart: CartService;
      rateLimits: RateLimiter;
    },
  ) {}

  /**
   * Every attempt is counted before the password is checked, so a burst of parallel guesses meets
   * the limits together: per account from this IP (strict), per account from all IPs (loose) and
   * per IP; a successful one gives its hits back. One attacker thus locks an account only for
   * their own address, not for its owner elsewhere.
   */
  async login(write: Write, form: LoginForm, lang: string, source: RequestSource): Promise<SignedIn> {
    const email = normalEmail(form.LoginForm.username);
    const { rateLimits, users, sessions } = this.deps;
    const local = [
      ['loginAccount', { client: source.ip, key: email }],
      ['loginIp', { client: source.ip }],
    ] as const;
    // A refusal names the account tried (its id, else the e-mail's hash) for the security event
    // it is recorded as; the lookup is made only then.
    const refuseIfOver = async (hits: { allowed: boolean; retryAfterSeconds: number }[]) => {
      const refused = hits.filter((hit) => !hit.allowed);
      if (refused.length === 0) return;
      const tried = await users.findActiveByEmail(email);
      throw tooManyRequests(Math.max(...refused.map((hit) => hit.retryAfterSeconds))).concerning(
        tried ? { userId: tried.id } : { emailHash: hashToken(email) },
      );
    };
    await refuseIfOver(await Promise.all(local.map(([rule, subject]) => rateLimits.hit(rule, subject))));
    // Only attempts this address may still make count against the account as a whole, so the
    // refused ones of one attacker do not use up the owner's allowance.
    const accountSubject = { key: hashToken(email) };
    await refuseIfOver([await rateLimits.hit('loginAccountAllIps', accountSubject)]);
    const row = await users.findIncludingDisabled({ email });
    const valid = await verifyPassword(row?.password_hash, form.LoginForm.password);
    // An account whose e-mail is not confirmed yet is refused like a wrong password: a distinct
    // answer would tell whoever registered an address whether it had an account already (ADR 023).
    if (!row || !valid || row.email_verified_at === null) throw invalid('LoginIncorrect');
    // A blocked customer or a deactivated staff member is told so, but only with the right password.
    if (row.disabled_at !== null) throw forbidden('AccountBlocked').concerning({ userId: row.id });
    await Promise.all([
      ...local.map(([rule, subject]) => rateLimits.refund(rule, subject)),
      rateLimits.refund('loginAccountAllIps', accountSubject),
    ]);
    const { user, session } = await write(async (trx) => {
      await this.deps.cart.mergeGuestItems(trx, row.id, {
        guestItemIds: form.cart_ids,
        cartKey: form.cart_key,
      });
      return {
        user: form.clientID ? await users.update(trx, row.id, { client_id: form.clientID }) : row,
        session: await sessions.openWithExpiry(trx, row.id, form.LoginForm.rememberMe, source, {
          staff: isStaff(row),
        }),
      };
    });
    const answer = await this.signedIn(user, session.key, lang);
    return { ...answer, user: { ...answer.user, auth_key_expires_at: session.expiresAt } };
  }

  /** The user and cart of a live session: a login's answer, and an auto-login's at start-up. */
  async signedIn(user: UserRow, authKey: string, lang: string): Promise<SignedIn> {
    const [wire, cart] = await Promise.all([
      this.deps.users.toWire(user),
      this.deps.cart.itemsOfUser(user.id, lang),
    ]);
    return { user: { ...wire, auth_key: authKey }, cart };
  }
}
