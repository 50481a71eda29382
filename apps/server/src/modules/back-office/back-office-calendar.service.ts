import type { AdminCalendar } from '@storefront/contract';
import type { Write } from '../../db/transaction.js';
import type { CalendarService } from '../calendar/calendar.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ManagerCall } from './back-office-orders.service.js';

/**
 * The back-office's production calendar (ADR 038): a year as the screen shows
 * it, and an administrator's upload of a decree, read by the calendar import's own reader and
 * saved year by year in one unit of work, each year audited with what it had before and after.
 */
export class BackOfficeCalendarService {
  constructor(private readonly deps: { calendar: CalendarService; audit: AuditService }) {}

  async year(year: number): Promise<AdminCalendar> {
    const { calendar } = this.deps;
    const [loaded, days, years] = await Promise.all([
      calendar.findYear(year),
      calendar.listDays(year),
      calendar.listYears(),
    ]);
    return {
      year,
      loaded: loaded !== undefined,
      source: loaded?.source ?? null,
      loaded_at: loaded?.loaded_at ?? null,
      days: days.map((day) => ({ day: day.day, kind: day.kind, note: day.note })),
      years,
    };
  }

  /** Loads every year of a calendar file (all checked before any is written). */
  async upload(write: Write, call: ManagerCall, fileName: string, content: string) {
    const { calendar, audit } = this.deps;
    const years = calendar.readFile(content, fileName);
    return write(async (trx) => {
      const saved = [];
      for (const { year, calendar: days, source } of years) {
        const result = await calendar.saveYearIn(trx, year, days, `${source}; ${call.manager.email}`);
        await audit.recordManagerWrite(trx, {
          managerId: call.manager.id,
          action: call.action,
          entity: 'calendar_year',
          entityId: year,
          ip: call.ip,
          before: result.before ?? { loaded: false },
          after: {
            source: `${source}; ${call.manager.email}`,
            days: result.daysOff + result.workingWeekendDays + result.shortenedDays,
          },
          details: { file_name: fileName },
        });
        saved.push({
          year,
          replaced: result.replaced,
          days_off: result.daysOff,
          working_weekend_days: result.workingWeekendDays,
          shortened_days: result.shortenedDays,
        });
      }
      return saved;
    });
  }
}
