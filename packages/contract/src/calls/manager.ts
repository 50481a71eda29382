import { z } from 'zod';
import { authKeyField, emptyObject, formId } from '../common.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

/**
 * A manager's credential to act as one customer (spec section 6), for the back-office. Not in the
 * spec's list of calls. `auth_key` is the manager's own session (from a normal login); a manager
 * token in its place does not count. The answer's `link` opens the shop as that customer:
 * `PUBLIC_URL/?manager_token=...&user_id=...`. The token lives MANAGER_CREDENTIALS_TTL_MINUTES and
 * is then sent as `manager_auth_key` (with `manager_user_id`) to settings, and as `auth_key` to
 * every other call. A customer's key answers 403 ManagerOnly, a manager or admin as the target 403
 * CannotActAsStaff, an unknown user 404 NotFound.
 */
export const managerUserTokenCall = defineCall(routes.managerUserToken, {
  body: z.object({ auth_key: authKeyField, user_id: formId }),
  query: emptyObject,
  answer: z.object({
    manager_token: z.string().min(22),
    user_id: z.number().int().positive(),
    /** ISO-8601 time after which the token answers 401 IncorrectToken. */
    expires_at: z.iso.datetime({ offset: true }),
    link: z.url(),
  }),
});
