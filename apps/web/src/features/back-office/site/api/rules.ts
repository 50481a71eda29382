import {
  adminMenuItemSaveCall,
  adminPhoneMasksSaveCall,
  adminSiteContactsSaveCall,
  siteBlocks,
} from '@storefront/contract';

/** The menu item form's rules: the call's own body schema without the credential. */
export const menuItemSchema = adminMenuItemSaveCall.body.omit({ auth_key: true });

/** The contacts form's rules, likewise. */
export const siteContactsSchema = adminSiteContactsSaveCall.body.omit({ auth_key: true });

/** Each site block's form rules: its save call's body without the credential. */
export const siteBlockSchemas = {
  reviews: siteBlocks.reviews.save.body.omit({ auth_key: true }),
  'first-docs': siteBlocks['first-docs'].save.body.omit({ auth_key: true }),
  advantages: siteBlocks.advantages.save.body.omit({ auth_key: true }),
  'pay-options': siteBlocks['pay-options'].save.body.omit({ auth_key: true }),
};

/** The phone masks form's rules: the list as the save sends it (the language is the page's). */
export const phoneMasksSchema = adminPhoneMasksSaveCall.body.omit({ auth_key: true, lang: true });

/** The seller's requisites form's rules: the contract's, with their check digits and cross-field rules. */
export { sellerRequisitesForm as sellerSchema } from '@storefront/contract';
