import { adminDashboardCall, adminMeCall, adminSetupCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/** The back-office shell's calls: who is signed in, the dashboard and its set-up checklist. */
export async function backOfficeRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  app.serveCall(adminMeCall, async ({ manager }) => services.backOffice.me(manager));
  app.serveCall(adminDashboardCall, async () => services.backOffice.dashboard());
  app.serveCall(adminSetupCall, async () => services.backOffice.setup());
}
