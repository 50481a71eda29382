import { adminMenuItemSaveCall, adminSiteContactsSaveCall } from '@storefront/contract';

/** The menu item form's rules: the call's own body schema without the credential. */
export const menuItemSchema = adminMenuItemSaveCall.body.omit({ auth_key: true });

/** The contacts form's rules, likewise. */
export const siteContactsSchema = adminSiteContactsSaveCall.body.omit({ auth_key: true });
