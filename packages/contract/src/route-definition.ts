import type { MessageKey } from './messages.js';

/**
 * Who may make a call (docs/decisions/014-call-access.md). The server resolves the credential once
 * for every call from this declaration and hands the handler the caller; the browser's API client
 * attaches the session's key from it.
 *
 * - `anyone`: credentials are not read.
 * - `guest-or-customer`: anyone; a key that is sent must be live (else 401 IncorrectToken) and the
 *   handler gets its customer, or none for a guest (settings, the cart, checkout).
 * - `customer`: a signed-in user, or a manager acting as that user with a manager token; no key or
 *   a dead one answers 401 IncorrectToken.
 * - `manager`: a manager or administrator in their own login session (the back-office); a
 *   customer's key answers 403 ManagerOnly, a manager token (acting as a customer) 401.
 * - `admin`: an administrator in their own login session (catalog, content, settings, other
 *   managers; docs/decisions/032-back-office-shell-and-roles.md); a manager's key answers 403
 *   AdminOnly, a customer's 403 AdminOnly too, a manager token 401.
 */
export type CallAccess = 'anyone' | 'guest-or-customer' | 'customer' | 'manager' | 'admin';

/** How a call answers on success: JSON, or a file download. */
export type AnswerKind = { type: 'json' } | { type: 'file'; contentType: string; filename: string };

/**
 * A call's declaration apart from its schemas: where it is, who may call it, whether its form needs
 * a solved human-check `token`, whether it writes (a write runs in one transaction with the
 * audit row of a manager who makes it), and whether a manager's read is audited too. Free of zod,
 * so the browser's shell can call the API without loading the schemas.
 */
export interface CallRoute {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  access: CallAccess;
  humanCheck: boolean;
  writes: boolean;
  /**
   * The call shows the customer's documents or files: a manager acting as the customer who reads
   * them leaves an audit row (who, whose, which call and ids, from where) before the answer goes.
   */
  auditReads: boolean;
  answerKind: AnswerKind;
  /**
   * The form is `multipart/form-data` with one file in the part `file`, after the fields of the
   * body schema (which does not hold it): the server serves the call with `serveUploadCall`.
   */
  takesFile: boolean;
  /** The key the client shows when a failed answer carries no `error` (spec section 8). */
  fallbackError: MessageKey;
}

type RouteInput<P extends `/api/${string}`, A extends CallAccess> = Partial<
  Pick<CallRoute, 'method' | 'humanCheck' | 'writes' | 'auditReads' | 'answerKind' | 'takesFile'>
> & { path: P; access: A; fallbackError: MessageKey };

/** A route with the defaults: POST, no human check, reading (not audited), no file, a JSON answer. */
export function defineRoute<P extends `/api/${string}`, A extends CallAccess>(
  input: RouteInput<P, A>,
): CallRoute & { path: P; access: A } {
  return {
    method: 'POST',
    humanCheck: false,
    writes: false,
    auditReads: false,
    answerKind: { type: 'json' },
    takesFile: false,
    ...input,
  };
}

/** A table's routes, each carrying the name it is declared under. */
export type NamedRoutes<T extends Record<string, CallRoute>> = {
  readonly [N in keyof T & string]: T[N] & { readonly name: N };
};

/**
 * Names each route after its key in the table. The name is the call's one identity: its schemas
 * are attached by it (calls/define.ts), the registry (registry.ts) and the server's wiring check
 * every call by it, and the browser calls it by it.
 */
export function nameRoutes<const T extends Record<string, CallRoute>>(table: T): NamedRoutes<T> {
  return Object.fromEntries(
    Object.entries(table).map(([name, route]) => [name, { ...route, name }]),
  ) as NamedRoutes<T>;
}

/** A call that answers with a PDF file of this name. */
export const pdf = (filename: string): AnswerKind => ({
  type: 'file',
  contentType: 'application/pdf',
  filename,
});
