import {
  adminMenuItemDeleteCall,
  adminMenuItemMoveCall,
  adminMenuItemSaveCall,
  adminMenuItemsCall,
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

/** The translations editor and the site's menus (ADR 037): administrators only. */
export async function backOfficeTextRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { backOfficeTexts, settings } = services;

  // Every manager's screen loads these once per language: encoded and compressed once per revision.
  app.serveCall(adminTextsCall, async ({ body }) =>
    encodedOnce(await settings.backOfficeTexts(await settings.resolveLocale(body.lang))),
  );

  app.serveCall(adminTranslationsCall, async ({ body, query }) => ({
    translations: await backOfficeTexts.translations({
      page: query.page ?? 1,
      pageSize: body.pagesize ?? LIMITS.defaultPageSize,
      q: body.q,
      missing: body.missing,
    }),
  }));

  app.serveCall(adminTranslationSaveCall, async ({ body, manager, request, write }) => ({
    translation: await backOfficeTexts.saveTranslation(
      write,
      { manager, ip: request.ip, action: adminTranslationSaveCall.path },
      body.key,
      body.texts,
    ),
  }));

  app.serveCall(adminMenuItemsCall, async () => ({ items: await backOfficeTexts.menuItems() }));

  app.serveCall(adminMenuItemSaveCall, async ({ body, query, manager, request, write }) =>
    backOfficeTexts.saveMenuItem(
      write,
      { manager, ip: request.ip, action: adminMenuItemSaveCall.path },
      query.id,
      {
        menu: body.menu,
        url: body.url,
        top_status: body.top_status,
        hamburger_status: body.hamburger_status,
        active: body.active,
        labels: body.labels,
      },
    ),
  );

  app.serveCall(adminMenuItemMoveCall, async ({ body, query, manager, request, write }) =>
    backOfficeTexts.moveMenuItem(
      write,
      { manager, ip: request.ip, action: adminMenuItemMoveCall.path },
      query.id,
      body.direction,
    ),
  );

  app.serveCall(adminMenuItemDeleteCall, async ({ query, manager, request, write }) =>
    backOfficeTexts.deleteMenuItem(
      write,
      { manager, ip: request.ip, action: adminMenuItemDeleteCall.path },
      query.id,
    ),
  );

  app.serveCall(adminSiteContactsCall, async () => ({ contacts: await backOfficeTexts.contacts() }));

  app.serveCall(adminSiteContactsSaveCall, async ({ body, manager, request, write }) => ({
    contacts: await backOfficeTexts.saveContacts(
      write,
      { manager, ip: request.ip, action: adminSiteContactsSaveCall.path },
      {
        phone: body.phone,
        phone2: body.phone2,
        phone_link: body.phone_link,
        email: body.email,
        sitename: body.sitename,
        address: body.address,
        social: body.social,
      },
    ),
  }));
}
