import { adminDashboardCall, adminMeCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/** The back-office shell's calls: who is signed in, and the dashboard. */
export async function backOfficeRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  app.serveCall(adminMeCall, async ({ manager }) => services.backOffice.me(manager));
  app.serveCall(adminDashboardCall, async () => services.backOffice.dashboard());
}
