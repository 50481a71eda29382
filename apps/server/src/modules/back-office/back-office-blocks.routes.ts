import {
  adminPhoneMasksCall,
  adminPhoneMasksSaveCall,
  type ApiCall,
  type SiteBlockName,
  siteBlockNames,
  siteBlocks,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { SiteBlockInput } from '../content/site-blocks.service.js';
import type { Services } from '../../services.js';

/**
 * The site's blocks (reviews, sample documents, advantages, pay options) and the phone masks
 * (ADR 040): administrators only. Each block's four calls come from the
 * contract's one factory and are served by the same four handlers.
 */
export async function backOfficeBlockRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { backOfficeBlocks: blocks, locales } = services;
  const by = (call: ApiCall, manager: Parameters<typeof blocks.save>[1]['manager'], ip: string) => ({
    manager,
    ip,
    action: call.path,
  });

  const serveBlock = (name: SiteBlockName) => {
    const calls = siteBlocks[name];
    app.serveCall(calls.list, async () => ({ items: await blocks.list(name) }) as never);
    app.serveCall(calls.save, async ({ body, query, manager, request, write }) => {
      const { auth_key: _key, ...input } = body;
      return blocks.save(
        write,
        by(calls.save, manager, request.ip),
        name,
        query.id,
        input as SiteBlockInput,
      ) as never;
    });
    app.serveCall(
      calls.move,
      async ({ body, query, manager, request, write }) =>
        blocks.move(write, by(calls.move, manager, request.ip), name, query.id, body.direction) as never,
    );
    app.serveCall(
      calls.remove,
      async ({ query, manager, request, write }) =>
        blocks.remove(write, by(calls.remove, manager, request.ip), name, query.id) as never,
    );
  };
  for (const name of siteBlockNames) serveBlock(name);

  app.serveCall(adminPhoneMasksCall, async ({ body }) => ({
    masks: await blocks.phoneMasks(await locales.resolve(body.lang)),
  }));
  app.serveCall(adminPhoneMasksSaveCall, async ({ body, manager, request, write }) => ({
    masks: await blocks.savePhoneMasks(
      write,
      by(adminPhoneMasksSaveCall, manager, request.ip),
      await locales.resolve(body.lang),
      body.masks,
    ),
  }));
}
