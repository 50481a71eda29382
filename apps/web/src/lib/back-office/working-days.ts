import type { Translate } from '@/lib/i18n';

/** A term in working days as figures: '3–5', or one figure when both ends are the same ('1', never '1–1'). */
export function workingDaysSpan(from: number, to: number): string {
  return from === to ? String(to) : `${from}–${to}`;
}

/**
 * An ordered item's term: 'Срок: 1 раб. дн.' / 'Takes 1 working day' when both ends are the same
 * (the text has plural forms: English needs them), else 'Срок: 1–3 раб. дн.'.
 */
export function itemTermText(
  t: Translate,
  plural: (base: string, count: number) => string,
  from: number,
  to: number,
): string {
  return from === to ? plural('AdminItemDurationDays', to) : t('AdminItemDuration', from, to);
}
