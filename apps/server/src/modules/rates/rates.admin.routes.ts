import { adminRateImportCall, adminRateSetCall, adminRatesCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { pageRequest } from '../../lib/paged.js';
import type { Services } from '../../services.js';

/** The back-office's rouble rate (ADR 038): the rates screen, a manual rate, an import now. */
export async function ratesAdminRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { rates } = services;
  const firstPage = () => rates.screen(pageRequest(1, undefined));

  app.serveCall(adminRatesCall, async ({ body, query }) =>
    rates.screen(pageRequest(query.page, body.pagesize)),
  );

  app.serveCall(adminRateSetCall, async ({ body, manager, write }) => {
    await rates.setManual(write, manager.id, body.day, body.rate);
    return firstPage();
  });

  app.serveCall(adminRateImportCall, async ({ manager, write }) => {
    await rates.importNow(write, manager.id);
    return firstPage();
  });
}
