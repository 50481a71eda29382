import { z } from 'zod';
import {
  authKeyField,
  checkedText,
  DEFAULT_LANGUAGE,
  formFlag,
  formId,
  formInt,
  formList,
  langField,
  optionalFormId,
  optionalText,
  SUPPORTED_LANGUAGES,
} from '../common.js';
import { isoCountryCode, paymentMethodIds } from '../entities.js';
import { SITE_BLOCK_TEXTS } from '../rules/site-blocks.js';
import { type NamedRoute, routes } from '../routes.js';
import { pictureField } from './back-office-content.js';
import { defineCall } from './define.js';

/**
 * The site's small ordered blocks and the phone masks (part 5;
 * docs/decisions/040-site-blocks-and-phone-masks.md): the home page's reviews, sample documents
 * ("first docs"), advantages and pay options, each a short list the shop shows whole, in its order.
 * Every call is an administrator's (`access: 'admin'`); every write is audited with the values
 * before and after, bumps the content revision, and answers the whole list as it now is, so the
 * screen redraws from the answer. Refusals: 400 FieldCannotBeEmpty / FieldHasWrongValue on the
 * field, 404 NotFound for an unknown `?id=`.
 */

type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** A block's text fields and their longest lengths; the `required` ones make a language's texts. */
interface TextSpec<F extends string> {
  max: Record<F, number>;
  required: readonly NoInfer<F>[];
}

/** One language's texts as a save sends them: each trimmed, '' read as absent. */
type TextsInput<F extends string> = z.ZodType<Record<F, string | undefined>, unknown>;

/**
 * A save's texts, `texts[ru-RU][title]`, `texts[en-US][title]`…: the fallback language (ru-RU) must
 * have its required fields; another language either has them too or is left wholly empty (then the
 * shop shows the fallback's texts).
 */
function textsInput<F extends string>(spec: TextSpec<F>) {
  const fields = Object.keys(spec.max) as F[];
  const oneLanguage = z.preprocess(
    (value) => value ?? {},
    z.object(
      Object.fromEntries(fields.map((field) => [field, optionalText(spec.max[field])])) as Record<
        F,
        ReturnType<typeof optionalText>
      >,
    ),
  ) as unknown as TextsInput<F>;
  return z
    .object(
      Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, oneLanguage])) as Record<
        Language,
        TextsInput<F>
      >,
    )
    .superRefine((texts, context) => {
      for (const language of SUPPORTED_LANGUAGES) {
        const entry = texts[language];
        const written = fields.some((field) => entry[field] !== undefined);
        if (language !== DEFAULT_LANGUAGE && !written) continue;
        for (const field of spec.required)
          if (entry[field] === undefined)
            context.addIssue({ code: 'custom', message: 'FieldCannotBeEmpty', path: [language, field] });
      }
    });
}

/** A block row's texts per language as the back-office reads them: null where a language has none. */
function textsAnswer<F extends string>(spec: TextSpec<F>) {
  const oneLanguage = z
    .object(
      Object.fromEntries(Object.keys(spec.max).map((field) => [field, z.string()])) as Record<F, z.ZodString>,
    )
    .nullable();
  return z.object(
    Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, oneLanguage])) as Record<
      Language,
      typeof oneLanguage
    >,
  );
}

/** A picture every row of the block shows: a path under /uploads/, required. */
const requiredPicture = pictureField.refine((value) => value !== '', { message: 'FieldCannotBeEmpty' });

/** The columns every block row has beside its own: id, place in the list, shown in the shop. */
const blockRow = { id: z.number().int(), sort: z.number().int(), active: z.boolean() };

/**
 * The four calls of a block: its list (hidden rows too, in the shop's order; a block is a short
 * list the shop shows whole: not paged), save (no `?id=` creates, the new row goes last), move one
 * place up or down, and delete. Every call answers the whole list; a save its row's id too.
 */
function siteBlockCalls<
  R extends { list: NamedRoute; save: NamedRoute; move: NamedRoute; remove: NamedRoute },
  Row extends z.ZodRawShape,
  Body extends z.ZodRawShape,
>(route: R, row: z.ZodObject<Row>, body: z.ZodObject<Body>) {
  const itemsAnswer = z.object({ items: z.array(row) });
  const idQuery = z.object({ id: formId });
  return {
    list: defineCall(route.list as R['list'], {
      body: z.object({ auth_key: authKeyField }),
      query: z.object({}),
      answer: itemsAnswer,
    }),
    save: defineCall(route.save as R['save'], {
      body: body.extend({ auth_key: authKeyField, active: formFlag.default(true) }),
      query: z.object({ id: optionalFormId }),
      answer: itemsAnswer.extend({ id: z.number().int() }),
    }),
    move: defineCall(route.move as R['move'], {
      body: z.object({ auth_key: authKeyField, direction: z.enum(['up', 'down']) }),
      query: idQuery,
      answer: itemsAnswer,
    }),
    remove: defineCall(route.remove as R['remove'], {
      body: z.object({ auth_key: authKeyField }),
      query: idQuery,
      answer: itemsAnswer,
    }),
  };
}

/** A calendar day that exists, 'YYYY-MM-DD'. */
const realDay = checkedText(
  z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'FieldHasWrongValue' })
    .refine(
      (day) => {
        const date = new Date(`${day}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
      },
      { message: 'FieldHasWrongValue' },
    ),
);

// Reviews: the customers' words on the home page, with a rating of 1 to 5 and the day written.

export const reviewTexts = SITE_BLOCK_TEXTS.reviews satisfies TextSpec<'author' | 'company' | 'text'>;

export const adminSiteReview = z.object({
  ...blockRow,
  rating: z.number().int(),
  /** YYYY-MM-DD: the day the review was written. */
  reviewed_on: z.string(),
  texts: textsAnswer(reviewTexts),
});
export type AdminSiteReview = z.infer<typeof adminSiteReview>;

const reviewCalls = siteBlockCalls(
  {
    list: routes.adminSiteReviews,
    save: routes.adminSiteReviewSave,
    move: routes.adminSiteReviewMove,
    remove: routes.adminSiteReviewDelete,
  },
  adminSiteReview,
  z.object({ rating: formInt(1, 5), reviewed_on: realDay, texts: textsInput(reviewTexts) }),
);

// First docs: sample documents, each for one country (its pages show it first) or for every one.

export const firstDocTexts = SITE_BLOCK_TEXTS['first-docs'] satisfies TextSpec<'title' | 'description'>;

export const adminSiteFirstDoc = z.object({
  ...blockRow,
  /** The country whose pages show it first; null: every country's. */
  country_id: z.number().int().nullable(),
  image: z.string(),
  texts: textsAnswer(firstDocTexts),
});
export type AdminSiteFirstDoc = z.infer<typeof adminSiteFirstDoc>;

const firstDocCalls = siteBlockCalls(
  {
    list: routes.adminSiteFirstDocs,
    save: routes.adminSiteFirstDocSave,
    move: routes.adminSiteFirstDocMove,
    remove: routes.adminSiteFirstDocDelete,
  },
  adminSiteFirstDoc,
  z.object({ country_id: optionalFormId, image: requiredPicture, texts: textsInput(firstDocTexts) }),
);

// Advantages: why customers order here, each with its icon.

export const advantageTexts = SITE_BLOCK_TEXTS.advantages satisfies TextSpec<'title' | 'text'>;

export const adminSiteAdvantage = z.object({
  ...blockRow,
  icon: z.string(),
  texts: textsAnswer(advantageTexts),
});
export type AdminSiteAdvantage = z.infer<typeof adminSiteAdvantage>;

const advantageCalls = siteBlockCalls(
  {
    list: routes.adminSiteAdvantages,
    save: routes.adminSiteAdvantageSave,
    move: routes.adminSiteAdvantageMove,
    remove: routes.adminSiteAdvantageDelete,
  },
  adminSiteAdvantage,
  z.object({ icon: requiredPicture, texts: textsInput(advantageTexts) }),
);

// Pay options: the ways to pay the home page names, each with its picture.

export const payOptionTexts = SITE_BLOCK_TEXTS['pay-options'] satisfies TextSpec<'title' | 'text'>;

/** The checkout's payment method a pay option is: '' or absent for none (the home page never shows it). */
const payOptionMethod = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(paymentMethodIds, { message: 'FieldHasWrongValue' }).optional(),
);

export const adminSitePayOption = z.object({
  ...blockRow,
  image: z.string(),
  /**
   * The checkout's payment method it describes: the home page shows it only while the checkout
   * offers that method; null, never (a way to pay the checkout does not take).
   */
  payment_method: z.enum(paymentMethodIds).nullable(),
  texts: textsAnswer(payOptionTexts),
});
export type AdminSitePayOption = z.infer<typeof adminSitePayOption>;

const payOptionCalls = siteBlockCalls(
  {
    list: routes.adminSitePayOptions,
    save: routes.adminSitePayOptionSave,
    move: routes.adminSitePayOptionMove,
    remove: routes.adminSitePayOptionDelete,
  },
  adminSitePayOption,
  z.object({ image: requiredPicture, payment_method: payOptionMethod, texts: textsInput(payOptionTexts) }),
);

export const adminSiteReviewsCall = reviewCalls.list;
export const adminSiteReviewSaveCall = reviewCalls.save;
export const adminSiteReviewMoveCall = reviewCalls.move;
export const adminSiteReviewDeleteCall = reviewCalls.remove;
export const adminSiteFirstDocsCall = firstDocCalls.list;
export const adminSiteFirstDocSaveCall = firstDocCalls.save;
export const adminSiteFirstDocMoveCall = firstDocCalls.move;
export const adminSiteFirstDocDeleteCall = firstDocCalls.remove;
export const adminSiteAdvantagesCall = advantageCalls.list;
export const adminSiteAdvantageSaveCall = advantageCalls.save;
export const adminSiteAdvantageMoveCall = advantageCalls.move;
export const adminSiteAdvantageDeleteCall = advantageCalls.remove;
export const adminSitePayOptionsCall = payOptionCalls.list;
export const adminSitePayOptionSaveCall = payOptionCalls.save;
export const adminSitePayOptionMoveCall = payOptionCalls.move;
export const adminSitePayOptionDeleteCall = payOptionCalls.remove;

/** The site's blocks by name, with their calls: what the server and the screens are built from. */
export const siteBlocks = {
  reviews: reviewCalls,
  'first-docs': firstDocCalls,
  advantages: advantageCalls,
  'pay-options': payOptionCalls,
} as const;
export type SiteBlockName = keyof typeof siteBlocks;
export const siteBlockNames = Object.keys(siteBlocks) as SiteBlockName[];

// Phone masks.

/** The flag emoji of an ISO 3166 alpha-2 code (two regional indicator letters). */
export function countryFlag(code: string): string {
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  );
}

/** The longest phone number (E.164): the dialling code's digits and the mask's `#` together. */
export const PHONE_DIGITS_MAX = 15;

/**
 * A phone mask: the country's dialling code (1 to 4 digits), then `#` for each digit the customer
 * types, with spaces, brackets and hyphens between (`7 (###) ###-##-##`); at least 4 `#`, and no
 * more than 15 digits in all.
 */
export const phoneMaskPattern = checkedText(
  z
    .string()
    .trim()
    .max(40)
    .regex(/^\d{1,4}[ ()#-]*#[ ()#-]*$/, { message: 'FieldHasWrongValue' })
    .refine(
      (mask) =>
        (mask.match(/#/g)?.length ?? 0) >= 4 && (mask.match(/[\d#]/g)?.length ?? 0) <= PHONE_DIGITS_MAX,
      { message: 'FieldHasWrongValue' },
    ),
);

/** A phone mask as the back-office shows it: the flag is made from the code, the name is the shop's. */
export const adminPhoneMask = z.object({
  code: isoCountryCode,
  mask: z.string(),
  flag: z.string(),
  /** The country's name in the asked language, as the shop names it everywhere. */
  name: z.string(),
});
export type AdminPhoneMask = z.infer<typeof adminPhoneMask>;

const phoneMasksAnswer = z.object({ masks: z.array(adminPhoneMask) });

/** The phone masks in the order the phone fields' country lists show them. */
export const adminPhoneMasksCall = defineCall(routes.adminPhoneMasks, {
  body: z.object({ auth_key: authKeyField, lang: langField }),
  query: z.object({}),
  answer: phoneMasksAnswer,
});

/** The most masks the list holds (one per country the shop names). */
export const PHONE_MASKS_MAX = 300;

/**
 * Saves the whole list in its order. Each country once, a country the shop names (else
 * FieldHasWrongValue on its code), and the default country (RU) always kept: the phone fields start
 * with it.
 */
export const adminPhoneMasksSaveCall = defineCall(routes.adminPhoneMasksSave, {
  body: z.object({
    auth_key: authKeyField,
    lang: langField,
    masks: formList(
      z.object({
        code: checkedText(z.string().trim().toUpperCase().pipe(isoCountryCode)),
        mask: phoneMaskPattern,
      }),
      PHONE_MASKS_MAX,
    ).superRefine((masks, context) => {
      const seen = new Set<string>();
      masks.forEach((entry, index) => {
        if (seen.has(entry.code))
          context.addIssue({ code: 'custom', message: 'FieldHasWrongValue', path: [index, 'code'] });
        seen.add(entry.code);
      });
    }),
  }),
  query: z.object({}),
  answer: phoneMasksAnswer,
});
