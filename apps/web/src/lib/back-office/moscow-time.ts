import { formatDate } from '@storefront/contract';

/*
 * The shop counts its days in Moscow (UTC+3 all year: the dashboard's "today", the orders' expected
 * days), so every moment the back-office shows is in Moscow time, whatever the manager's computer says.
 */
const SHOP_TIME_ZONE = 'Europe/Moscow';

/** A moment as its Moscow date and time: '02.06.2026 01:30'. */
export function moscowTime(moment: string, lang: string): string {
  return formatDate(moment, lang, { withTime: true, timeZone: SHOP_TIME_ZONE });
}

/** A moment's day in Moscow: '02.06.2026' for 2026-06-01T22:30Z. */
export function moscowDate(moment: string, lang: string): string {
  return formatDate(moment, lang, { timeZone: SHOP_TIME_ZONE });
}
