import { readyDateCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/** The checkout's expected day: today in Moscow plus `days` Russian working days. */
export async function calendarRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { calendar } = services;
  app.serveCall(readyDateCall, async ({ body }) => calendar.readyDate(body.days));
}
