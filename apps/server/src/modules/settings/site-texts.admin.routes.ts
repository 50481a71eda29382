import {
  adminMenuItemDeleteCall,
  adminMenuItemMoveCall,
  adminMenuItemSaveCall,
  adminMenuItemsCall,
  adminPhoneMasksCall,
  adminPhoneMasksSaveCall,
  adminSiteContactsCall,
  adminSiteContactsSaveCall,
  adminTextsCall,
  adminTranslationSaveCall,
  adminTranslationsCall,
  LIMITS,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { encodedOnce } from '../../http/answer.js';
import type { Services } from '../../services.js';

/**
 * The back-office's own texts, the translations editor, the site's menus and contacts (ADR 037),
 * and the phone masks (ADR 040): the editors for administrators only.
 */
export async function siteTextsAdminRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { siteTexts, settings, locales } = services;

  // Every manager's screen loads these once per language: encoded and compressed once per revision.
  app.serveCall(adminTextsCall, async ({ body }) =>
    encodedOnce(await settings.backOfficeTexts(await settings.resolveLocale(body.lang))),
  );

  app.serveCall(adminTranslationsCall, async ({ body, query }) => ({
    translations: await siteTexts.translations({
      page: query.page ?? 1,
      pageSize: body.pagesize ?? LIMITS.defaultPageSize,
      q: body.q,
      missing: body.missing,
    }),
  }));
  app.serveCall(adminTranslationSaveCall, async ({ body, write }) => ({
    translation: await siteTexts.saveTranslation(write, body.key, body.texts),
  }));

  app.serveCall(adminMenuItemsCall, async () => ({ items: await siteTexts.menuItems() }));
  app.serveCall(adminMenuItemSaveCall, async ({ body, query, write }) =>
    siteTexts.saveMenuItem(write, query.id, {
      menu: body.menu,
      url: body.url,
      top_status: body.top_status,
      hamburger_status: body.hamburger_status,
      active: body.active,
      labels: body.labels,
    }),
  );
  app.serveCall(adminMenuItemMoveCall, async ({ body, query, write }) =>
    siteTexts.moveMenuItem(write, query.id, body.direction),
  );
  app.serveCall(adminMenuItemDeleteCall, async ({ query, write }) =>
    siteTexts.deleteMenuItem(write, query.id),
  );

  app.serveCall(adminSiteContactsCall, async () => ({ contacts: await siteTexts.contacts() }));
  app.serveCall(adminSiteContactsSaveCall, async ({ body, write }) => ({
    contacts: await siteTexts.saveContacts(write, {
      phone: body.phone,
      phone2: body.phone2,
      phone_link: body.phone_link,
      email: body.email,
      sitename: body.sitename,
      address: body.address,
      social: body.social,
    }),
  }));

  app.serveCall(adminPhoneMasksCall, async ({ body }) => ({
    masks: await siteTexts.phoneMasks(await locales.resolve(body.lang)),
  }));
  app.serveCall(adminPhoneMasksSaveCall, async ({ body, write }) => ({
    masks: await siteTexts.savePhoneMasks(write, await locales.resolve(body.lang), body.masks),
  }));
}
