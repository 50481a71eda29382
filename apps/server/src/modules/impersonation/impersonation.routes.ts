import { managerUserTokenCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/** The back-office's call for a manager token (docs/decisions/011-manager-impersonation.md). */
export async function impersonationRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  app.serveCall(managerUserTokenCall, async ({ body, manager, request, write }) => {
    // A token to act as any customer is minted only from a login made minutes ago: a
    // stolen or forgotten-open staff session alone does not yield one.
    await services.sessions.requireRecentLogin(body.auth_key);
    return services.managerTokens.issue(write, manager, body.user_id, request.ip);
  });
}
