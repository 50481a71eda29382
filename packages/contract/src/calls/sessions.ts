import { z } from 'zod';
import { authKeyField, emptyObject, formId } from '../common.js';
import { routes } from '../routes.js';
import { successAnswer } from './auth.js';
import { defineCall } from './define.js';

/**
 * A live login session of the customer, as the profile lists it. `browser` and
 * `os` are read from the session's user agent (null when unknown); `current` marks the session the
 * list was asked with (none when a manager token asks).
 */
export const userSession = z.object({
  id: z.number().int().positive(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSession>;

/** The customer's live sessions: the current one first, then the most recently used. */
export const userSessionsCall = defineCall(routes.userSessions, {
  body: z.object({ auth_key: authKeyField }),
  query: emptyObject,
  answer: z.object({ sessions: z.array(userSession) }),
});

/**
 * Ends one session of the customer by its id. Another user's id, an ended one or the current one
 * answer 404 (the current one ends by logging out); a manager token answers 403
 * ManagerCannotEndSessions.
 */
export const userSessionEndCall = defineCall(routes.userSessionEnd, {
  body: z.object({ auth_key: authKeyField }),
  query: z.object({ id: formId }),
  answer: successAnswer,
});

/** Ends every session of the customer but the current one; a manager token answers 403. */
export const userSessionsEndOthersCall = defineCall(routes.userSessionsEndOthers, {
  body: z.object({ auth_key: authKeyField }),
  query: emptyObject,
  answer: successAnswer,
});
