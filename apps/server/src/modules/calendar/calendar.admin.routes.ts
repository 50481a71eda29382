import { adminCalendarCall, adminCalendarUploadCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { safeDownloadName } from '../../lib/uploaded-file.js';
import type { Services } from '../../services.js';

/** The back-office's production calendar (ADR 038): a year's screen and an administrator's decree upload. */
export async function calendarAdminRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { calendar } = services;

  app.serveCall(adminCalendarCall, async ({ query }) =>
    calendar.screen(query.year ?? Number(calendar.today().slice(0, 4))),
  );

  app.serveCall(adminCalendarUploadCall, async ({ body, manager, write }) => ({
    years: await calendar.upload(write, manager.email, safeDownloadName(body.file_name, 'xml'), body.content),
  }));
}
