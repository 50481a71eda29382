import {
  MANAGER_CREDENTIALS_TTL_MINUTES,
  MANAGER_TOKEN_PARAM,
  MANAGER_USER_ID_PARAM,
} from '@storefront/contract/constants';
import { takeLinkSecrets } from '../link-secrets';
import { localStore } from './storage';

/**
 * A manager acting as a customer (spec sections 6 and 9, ADR 011): the link's `manager_token` and
 * `user_id`, kept in local storage with an expiry MANAGER_CREDENTIALS_TTL_MINUTES after the link
 * was opened. Free of React and zod: the boot script takes them out of the address bar before
 * anything else runs.
 */

export const MANAGER_CREDENTIALS_KEY = 'manager_credentials';

export interface ManagerCredentials {
  token: string;
  userId: string;
  /** Milliseconds since the epoch after which the credentials are dropped. */
  expiresAt: number;
}

/**
 * Takes `manager_token` and `user_id` out of the address (the link's fragment, or the query of a
 * link of the old form; see lib/link-secrets) and, when both are there, keeps them for
 * MANAGER_CREDENTIALS_TTL_MINUTES; answers whether it kept them. Runs first thing on every page
 * load. The parameters go whatever happens next: a half link must not stay in the address either.
 */
export function captureManagerCredentials(now = Date.now()): boolean {
  const { [MANAGER_TOKEN_PARAM]: token, [MANAGER_USER_ID_PARAM]: userId } = takeLinkSecrets([
    MANAGER_TOKEN_PARAM,
    MANAGER_USER_ID_PARAM,
  ]);
  if (!token || !userId || !/^\d+$/.test(userId)) return false;
  const credentials: ManagerCredentials = {
    token,
    userId,
    expiresAt: now + MANAGER_CREDENTIALS_TTL_MINUTES * 60_000,
  };
  localStore()?.setItem(MANAGER_CREDENTIALS_KEY, JSON.stringify(credentials));
  return true;
}

function parse(text: string): ManagerCredentials | null {
  try {
    const value = JSON.parse(text) as Partial<ManagerCredentials> | null;
    if (
      value &&
      typeof value.token === 'string' &&
      value.token &&
      typeof value.userId === 'string' &&
      typeof value.expiresAt === 'number'
    ) {
      return { token: value.token, userId: value.userId, expiresAt: value.expiresAt };
    }
  } catch {
    // Not ours or damaged: dropped below.
  }
  return null;
}

/** The live manager credentials, or null; expired or unreadable ones are removed. */
export function managerCredentials(now = Date.now()): ManagerCredentials | null {
  const store = localStore();
  const text = store?.getItem(MANAGER_CREDENTIALS_KEY);
  if (!text) return null;
  const credentials = parse(text);
  if (!credentials || credentials.expiresAt <= now) {
    store?.removeItem(MANAGER_CREDENTIALS_KEY);
    return null;
  }
  return credentials;
}
