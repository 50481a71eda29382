import type { DurationWire } from '@storefront/contract';
import { useCallback } from 'react';
import { usePlural, useT } from '@/lib/i18n';
import { durationRange } from '../utils/duration';
import styles from './duration.module.css';

/** '1 рабочий день', 'от 3 до 5 рабочих дней', 'up to 7 working days'. */
function useDurationText(): (duration: DurationWire) => string {
  const t = useT();
  const plural = usePlural();
  return useCallback(
    (duration) => {
      const { from, to } = durationRange(duration);
      if (from === undefined) return t('DurationUpTo', to);
      return from === to ? plural('WorkingDay', to) : t('DurationRange', from, to);
    },
    [t, plural],
  );
}

/** A product's duration in working days, with a clock icon; the label names it for screen readers. */
export function Duration({ duration }: { duration: DurationWire }) {
  const t = useT();
  const text = useDurationText()(duration);
  return (
    <span className={styles.duration}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.icon}>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{t('Duration')}: </span>
      <span data-testid="duration">{text}</span>
    </span>
  );
}
