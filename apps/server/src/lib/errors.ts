import type { MessageKey } from '@storefront/contract';

/**
 * Why a request is refused, in the domain's words. The HTTP edge (http/error-handler.ts) turns a
 * kind into its status; services never name a status.
 */
export type RefusalKind =
  /** The input breaks a rule: 400. */
  | 'invalid'
  /** No live credential: 401. */
  | 'unauthenticated'
  /** A live credential without the right to this: 403. */
  | 'forbidden'
  /** The thing does not exist, or is not the caller's: 404. */
  | 'not-found'
  /** The request meets what exists already (a checkout with a registered e-mail): 409. */
  | 'conflict'
  /** The input is larger than the shop takes: 413. */
  | 'too-large'
  /** A limit is used up: 429, with the seconds to wait. */
  | 'rate-limited'
  /** A service the shop depends on (a payment provider) cannot be used now, or the shop is busy: 503. */
  | 'unavailable';

/**
 * The account a refusal concerns when the caller's credential does not say it (a login refused
 * for the e-mail tried): the user's id, or a hash of the e-mail when no account has it.
 */
export interface RefusedAccount {
  userId?: number;
  emailHash?: string;
}

/** A refusal the client is told about: a message key (and the field it concerns), never internal detail. */
export class Refusal extends Error {
  /** For the security event a refusal is recorded as (http/serve-call.ts); never sent. */
  account?: RefusedAccount;

  constructor(
    readonly kind: RefusalKind,
    readonly key: MessageKey,
    readonly field?: string,
    readonly args?: (string | number)[],
    /** For `rate-limited`: seconds until the limit frees up; for a busy `unavailable`, to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(key);
    this.name = 'Refusal';
  }

  /** Names the account the refusal concerns, where the call's caller does not. */
  concerning(account: RefusedAccount): this {
    this.account = account;
    return this;
  }
}

export const invalid = (key: MessageKey, field?: string, args?: (string | number)[]) =>
  new Refusal('invalid', key, field, args);
export const notFound = (field?: string) => new Refusal('not-found', 'NotFound', field);
export const incorrectToken = () => new Refusal('unauthenticated', 'IncorrectToken');
export const forbidden = (key: MessageKey, field?: string) => new Refusal('forbidden', key, field);
/**
 * A guest checks out with an e-mail that has an account: 409 with the spec's `userExists` flag
 * (section 7) beside the error key; nothing is created or attached.
 */
export const userExists = () => new Refusal('conflict', 'UserExists');
export const payloadTooLarge = (field?: string) => new Refusal('too-large', 'PayloadTooLarge', field);
export const unavailable = (key: MessageKey) => new Refusal('unavailable', key);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new Refusal('rate-limited', 'TooManyRequests', undefined, undefined, retryAfterSeconds);
/** The shop has as much of some work (PDF renders) under way as it takes: 503, come back later. */
export const serverBusy = (retryAfterSeconds: number) =>
  new Refusal('unavailable', 'ServerBusy', undefined, undefined, retryAfterSeconds);

/**
 * Two requests met on the same rows and the loser should simply run again (a unique index refused
 * a second default, a deadlock was broken): the unit of work that raised it is retried.
 */
export class ConcurrentUpdate extends Error {
  constructor(options?: { cause?: unknown }) {
    super('concurrent update', options);
    this.name = 'ConcurrentUpdate';
  }
}
