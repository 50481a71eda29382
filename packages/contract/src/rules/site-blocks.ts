/**
 * The texts of the home page's blocks (docs/decisions/040-site-blocks-and-phone-masks.md): each
 * field's longest length, and the fields a language needs for its texts to count. Free of zod, so
 * the back-office's screens read the same limits as the save calls' schemas; and apart from
 * `constants.ts`, whose every export the shop's boot script carries.
 */
export const SITE_BLOCK_TEXTS = {
  reviews: { max: { author: 255, company: 255, text: 2_000 }, required: ['author', 'text'] },
  'first-docs': { max: { title: 255, description: 1_000 }, required: ['title'] },
  advantages: { max: { title: 255, text: 1_000 }, required: ['title', 'text'] },
  'pay-options': { max: { title: 255, text: 1_000 }, required: ['title'] },
} as const;
