import {
  adminCalendarCall,
  adminCalendarUploadCall,
  adminRateImportCall,
  adminRateSetCall,
  adminRatesCall,
  LIMITS,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { safeDownloadName } from './document-upload.js';

/** The back-office's money and time (ADR 038): the rouble rate and the calendar. */
export async function backOfficeRateRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { rates, backOfficeCalendar, calendar } = services;
  const firstPage = () => rates.screen(1, LIMITS.defaultPageSize);

  app.serveCall(adminRatesCall, async ({ body, query }) =>
    rates.screen(query.page ?? 1, body.pagesize ?? LIMITS.defaultPageSize),
  );

  app.serveCall(adminRateSetCall, async ({ body, manager, request, write }) => {
    await rates.setManual(
      write,
      { manager, ip: request.ip, action: adminRateSetCall.path },
      body.day,
      body.rate,
    );
    return firstPage();
  });

  app.serveCall(adminRateImportCall, async ({ manager, request, write }) => {
    await rates.importNow(write, { manager, ip: request.ip, action: adminRateImportCall.path });
    return firstPage();
  });

  app.serveCall(adminCalendarCall, async ({ query }) =>
    backOfficeCalendar.year(query.year ?? Number(calendar.today().slice(0, 4))),
  );

  app.serveCall(adminCalendarUploadCall, async ({ body, manager, request, write }) => ({
    years: await backOfficeCalendar.upload(
      write,
      { manager, ip: request.ip, action: adminCalendarUploadCall.path },
      safeDownloadName(body.file_name, 'xml'),
      body.content,
    ),
  }));
}
