import {
  userYurlitsaCall,
  userYurlitsoAddCall,
  userYurlitsoDeleteCall,
  userYurlitsoUpdateCall,
  userYurlitsoUseCall,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/** The account's legal entities (customers only; adding and editing pass the human check). */
export async function legalEntityRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { legalEntities } = services;

  app.serveCall(userYurlitsaCall, async ({ body, query, user }) => ({
    yourlitsa: await legalEntities.list(user.id, { page: query.page, pageSize: body.pagesize }),
  }));

  app.serveCall(userYurlitsoAddCall, async ({ body, user, write }) => ({
    id: await legalEntities.add(write, user.id, body),
  }));

  app.serveCall(userYurlitsoUpdateCall, async ({ body, query, user, write }) => {
    await legalEntities.update(write, user.id, query.id, body);
    return { success: true as const };
  });

  app.serveCall(userYurlitsoUseCall, async ({ query, user, write }) => {
    await legalEntities.makeDefault(write, user.id, query.id);
    return { success: true as const };
  });

  app.serveCall(userYurlitsoDeleteCall, async ({ query, user, write }) => {
    await legalEntities.delete(write, user.id, query.id);
    return { success: true as const };
  });
}
