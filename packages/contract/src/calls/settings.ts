import { z } from 'zod';
import {
  emptyObject,
  formList,
  formId,
  langField,
  LIMITS,
  optionalAuthKeyField,
  optionalFormId,
  optionalText,
} from '../common.js';
import {
  cartItem,
  langSettings,
  languageOption,
  menuItem,
  siteSettings,
  socialLinks,
  user,
} from '../entities.js';
import { routes } from '../routes.js';
import { cartKeyField } from './cart.js';
import { defineCall } from './define.js';

/**
 * Everything the app needs to start, in the language asked. A guest sends `cart_ids` with its
 * `cart_key` and gets that cart back; a signed-in user sends `auth_key` (an unknown one answers 401 IncorrectToken);
 * a manager acting as a user sends `manager_auth_key` with `manager_user_id`.
 */
export const settingsCall = defineCall(routes.settings, {
  body: z.object({
    lang: langField,
    auth_key: optionalAuthKeyField,
    cart_ids: formList(formId, LIMITS.maxCartItems),
    cart_key: cartKeyField,
    manager_auth_key: optionalAuthKeyField,
    manager_user_id: optionalFormId,
    clientID: optionalText(128),
  }),
  query: emptyObject,
  answer: z.object({
    settings: siteSettings,
    top_menu: z.array(menuItem),
    bottom_menu: z.array(menuItem),
    lang_settings: langSettings,
    translations: z.record(z.string(), z.string()),
    social: socialLinks,
    languages: z.array(languageOption),
    cart: z.array(cartItem),
    /** The signed-in user (or the user a manager acts as); null for a guest. */
    user_data: user.nullable(),
  }),
});
