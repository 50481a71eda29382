/**
 * Business constants of spec section 9 that both sides need. This module imports nothing, so the
 * browser's boot script can use it without loading zod.
 */
export const DEFAULT_LANGUAGE = 'ru-RU';
export const SUPPORTED_LANGUAGES = ['ru-RU', 'en-US'] as const;
export type Locale = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_COOKIE = 'language';
export const COUNTRY_COOKIE = 'country_selected';
export const TOKEN_COOKIE = 'auth_key';
export const DEFAULT_COOKIE_MAX_AGE = 2_592_000;
export const TOKEN_COOKIE_MAX_AGE = 86_400;
export const REMEMBER_ME_COOKIE_MAX_AGE = 2_592_000;
export const MANAGER_CREDENTIALS_TTL_MINUTES = 20;
/**
 * A new password has at least 8 characters, a staff account's (manager, admin) 12. The staff length and the refusal of common passwords are checked on the server, where
 * the account is known (apps/server/src/lib/password-policy.ts).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** Query parameters of the link that opens the shop as a customer, for a manager (spec section 6). */
export const MANAGER_TOKEN_PARAM = 'manager_token';
export const MANAGER_USER_ID_PARAM = 'user_id';
export const DEFAULT_PHONE_MASK = '7 (###) ###-##-##';
export const DEFAULT_PHONE_COUNTRY = 'RU';
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOAST_DURATION_MS = 1_500;
export const CART_POPUP_SIZE = { width: 500, height: 770 } as const;
export const LOCAL_COMPANY_ID_BASE = 1_000_000_000;
export const ARTICLE_CATEGORY = { news: 100, publication: 1 } as const;
export const ARTICLE_CATEGORIES = [ARTICLE_CATEGORY.news, ARTICLE_CATEGORY.publication] as const;

/** The path of the settings call, which the browser starts before the app's code has loaded. */
export const SETTINGS_PATH = '/api/settings';

/** The path of the logout call (extra to the spec), which the browser's session code sends without zod. */
export const LOGOUT_PATH = '/api/logout';
