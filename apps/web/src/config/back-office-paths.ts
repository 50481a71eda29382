import { withParam } from './paths';

/**
 * The back-office's paths (under `paths.admin`): its route table (app/admin-routes.tsx) and its
 * links take them from here. They load with the back-office, not with every shop page (ADR 043).
 */
export const backOfficePaths = {
  adminOrders: '/admin/orders',
  adminOrder: withParam('/admin/orders/:id'),
  adminRates: '/admin/rates',
  adminCalendar: '/admin/calendar',
  adminCustomers: '/admin/customers',
  adminCustomer: withParam('/admin/customers/:id'),
  adminStaff: '/admin/staff',
  /** The catalog (administrators): a section's list, and an entry's page (`new` creates one). */
  adminCatalog: '/admin/catalogue',
  adminCatalogSection: withParam('/admin/catalogue/:section'),
  adminCatalogEntry: Object.assign(
    (section: string, id: number | 'new') => `/admin/catalogue/${section}/${id}`,
    { pattern: '/admin/catalogue/:section/:id' },
  ),
  adminConsultations: '/admin/consultations',
  adminConsultation: withParam('/admin/consultations/:id'),
  adminOutbox: '/admin/outbox',
  adminAudit: '/admin/audit',
  adminImports: '/admin/imports',
  /** The back-office's content (administrators): lists, and each entry's editor (`new` for a new one). */
  adminContentPages: '/admin/content/pages',
  adminContentPage: withParam('/admin/content/pages/:id'),
  adminContentArticles: '/admin/content/articles',
  adminContentArticle: withParam('/admin/content/articles/:id'),
  adminContentFaq: '/admin/content/faq',
  adminContentFaqEntry: withParam('/admin/content/faq/:id'),
  adminTranslations: '/admin/translations',
  adminSiteMenus: '/admin/site/menus',
  adminSiteContacts: '/admin/site/contacts',
  adminSiteSeller: '/admin/site/seller',
  /** The home page's blocks (administrators): `/admin/site/blocks` opens the reviews. */
  adminSiteBlocks: '/admin/site/blocks',
  adminSiteBlock: withParam('/admin/site/blocks/:block'),
  adminPhoneMasks: '/admin/site/phone-masks',
} as const;
