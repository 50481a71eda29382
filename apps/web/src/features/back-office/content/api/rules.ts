import {
  adminContentArticleSaveCall,
  adminContentFaqSaveCall,
  adminContentPageSaveCall,
} from '@storefront/contract';

/** The editors' forms check what the server will: the save calls' bodies without the key. */
export const pageSchema = adminContentPageSaveCall.body.omit({ auth_key: true });
export const articleSchema = adminContentArticleSaveCall.body.omit({ auth_key: true });
export const faqSchema = adminContentFaqSaveCall.body.omit({ auth_key: true });
