import type { SeedData } from '../types.js';
import { articles } from './articles.js';
import { productTypes, products, typePurposes } from './catalog.js';
import { countries } from './countries.js';
import { faqs } from './faqs.js';
import { advantages, firstDocs, payOptions, reviews } from './home.js';
import { menus, social } from './menus.js';
import { pages } from './pages.js';
import { languages, settings } from './settings.js';
import { translations } from './translations.js';

export {
  advantages,
  articles,
  countries,
  faqs,
  firstDocs,
  languages,
  menus,
  pages,
  payOptions,
  productTypes,
  products,
  reviews,
  settings,
  social,
  translations,
  typePurposes,
};

/** The whole demo shop in the shape the seed takes. */
export const seedData: SeedData = {
  languages,
  settings,
  menus,
  social,
  countries,
  productTypes,
  typePurposes,
  products,
  faqs,
  articles,
  pages,
  reviews,
  firstDocs,
  advantages,
  payOptions,
  translations,
};
