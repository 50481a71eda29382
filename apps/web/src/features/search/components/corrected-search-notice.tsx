import { Link } from '@/components/link/link';
import { useT } from '@/lib/i18n';
import styles from './corrected-search-notice.module.css';

/**
 * Above the results of a search the server made with other words than the query's (ADR 071):
 * which words it searched, and the way to the search of the query exactly as typed.
 */
export function CorrectedSearchNotice({
  corrected,
  typed,
  exactHref,
}: {
  corrected: string;
  typed: string;
  exactHref: string;
}) {
  const t = useT();
  return (
    <p className={styles.notice} data-testid="corrected-search">
      <span className={styles.corrected}>{t('SearchShowingResultsFor', corrected)}</span>{' '}
      <Link to={exactHref} data-testid="exact-search">
        {t('SearchExactlyFor', typed)}
      </Link>
    </p>
  );
}
