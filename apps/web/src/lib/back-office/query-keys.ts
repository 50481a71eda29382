import { USER_DATA_KEY } from '@/lib/language';

/*
 * The back-office's query keys that more than one section reads or refreshes: a section's own keys
 * stay in its api folder.
 */

/** Every catalog list, entry and choice (the site blocks' forms read the choices too). */
export const CATALOG_KEY = [...USER_DATA_KEY, 'admin-catalog'] as const;

/** The dashboard's set-up checklist; saving the seller's requisites reads it again. */
export const SETUP_KEY = [...USER_DATA_KEY, 'admin-setup'] as const;

/** The back-office's own texts; saving a translation reads them again. */
export const BACK_OFFICE_TEXTS_KEY = ['back-office-texts'] as const;
