import { formatDate } from '@storefront/contract';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';

/**
 * A day the documents are expected, marked approximate when a year on the way has no production
 * calendar yet (the statutory holidays only).
 */
export function ExpectedDate({ date, estimate }: { date: string; estimate: boolean }) {
  const t = useT();
  const { lang } = useLanguage();
  const day = formatDate(date, lang);
  return (
    <span data-testid="expected-date" data-estimate={estimate}>
      {estimate ? t('ApproximateDate', day) : day}
    </span>
  );
}
