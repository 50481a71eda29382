import {
  userYurlitsaCall,
  userYurlitsoAddCall,
  userYurlitsoDeleteCall,
  userYurlitsoUpdateCall,
  userYurlitsoUseCall,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/endpoint.js';
import type { Services } from '../../services.js';

/** The account's legal entities: every call resolves `auth_key` first; writes pass the human check. */
export async function legalEntityRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { auth, humanCheck, legalEntities } = services;

  serveCall(app, userYurlitsaCall, async ({ body, query }) => {
    const user = await auth.userFromToken(body.auth_key);
    return { yourlitsa: await legalEntities.list(user.id, { page: query.page, pageSize: body.pagesize }) };
  });

  serveCall(app, userYurlitsoAddCall, async ({ body }) => {
    const user = await auth.userFromToken(body.auth_key);
    await humanCheck.verify(body.token);
    return { id: await legalEntities.add(user.id, body) };
  });

  serveCall(app, userYurlitsoUpdateCall, async ({ body, query }) => {
    const user = await auth.userFromToken(body.auth_key);
    await humanCheck.verify(body.token);
    await legalEntities.update(user.id, query.id, body);
    return { success: true as const };
  });

  serveCall(app, userYurlitsoUseCall, async ({ body, query }) => {
    const user = await auth.userFromToken(body.auth_key);
    await legalEntities.makeDefault(user.id, query.id);
    return { success: true as const };
  });

  serveCall(app, userYurlitsoDeleteCall, async ({ body, query }) => {
    const user = await auth.userFromToken(body.auth_key);
    await legalEntities.delete(user.id, query.id);
    return { success: true as const };
  });
}
