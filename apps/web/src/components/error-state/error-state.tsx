import { HTTP_ERROR_KEY } from '@storefront/contract';
import { ApiRequestError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n';
import styles from './error-state.module.css';

/** The HTTP status of a failed load; 0 when the network failed before any answer. */
function statusOf(error: unknown): number {
  return error instanceof ApiRequestError ? error.status : 0;
}

/** A failed load: 'Ошибка HTTP: {status}' (spec section 8) with a retry button instead of an alert. */
export function ErrorState({ error, onRetry, t }: { error: unknown; onRetry: () => void; t: Translate }) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.message}>{t(HTTP_ERROR_KEY, statusOf(error))}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('Retry')}
      </button>
    </div>
  );
}
