import { type SiteBlockName, siteBlockNames, siteBlocks } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import type { SiteBlockInput } from './site-blocks.service.js';

/**
 * The site's blocks (reviews, sample documents, advantages, pay options; ADR 040): administrators
 * only. Each block's four calls come from the contract's one factory and are served by the same
 * four handlers.
 */
export async function siteBlocksAdminRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { siteBlocks: blocks } = services;

  const serveBlock = (name: SiteBlockName) => {
    const calls = siteBlocks[name];
    app.serveCall(calls.list, async () => ({ items: await blocks.list(name) }) as never);
    app.serveCall(calls.save, async ({ body, query, write }) => {
      const { auth_key: _key, ...input } = body;
      return blocks.save(write, name, query.id, input as SiteBlockInput) as never;
    });
    app.serveCall(
      calls.move,
      async ({ body, query, write }) => blocks.move(write, name, query.id, body.direction) as never,
    );
    app.serveCall(calls.remove, async ({ query, write }) => blocks.remove(write, name, query.id) as never);
  };
  for (const name of siteBlockNames) serveBlock(name);
}
