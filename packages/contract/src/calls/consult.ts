import { z } from 'zod';
import { emptyObject, langField, LIMITS, requiredText, checkedText } from '../common.js';
import {
  humanCheckToken,
  optionalEmailField,
  optionalPhoneField,
  successAnswer,
  whenFieldsValid,
} from './auth.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

export const CONSULT_NAME_MIN_LENGTH = 3;

/**
 * The client strips digits from the name as they are typed (NoNumbersAllowed); the server strips
 * them too, so a name of digits only reads as empty.
 */
const consultName = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\d/g, '') : value),
  checkedText(z.string().trim().min(1)).pipe(z.string().min(CONSULT_NAME_MIN_LENGTH).max(LIMITS.shortText)),
);

/**
 * The free-consultation contact form. `lang` is not in the spec's payload; when it is absent the
 * server takes the language cookie, so the manager's mail says which language to answer in.
 */
export const consultCall = defineCall(routes.consult, {
  body: z
    .object({
      name: consultName,
      email: optionalEmailField,
      phone: optionalPhoneField,
      company: requiredText(LIMITS.shortText),
      token: humanCheckToken,
      lang: langField,
    })
    .refine((form) => form.email !== undefined || form.phone !== undefined, {
      message: 'EmailOrPhoneRequired',
      path: ['phone'],
      when: whenFieldsValid('email', 'phone'),
    }),
  query: emptyObject,
  answer: successAnswer,
});
