import { HTTP_ERROR_KEY } from '@storefront/contract';
import { ApiRequestError } from '@/lib/api-client';
import { ChunkLoadError } from '@/lib/chunk-load';
import type { Translate } from '@/lib/i18n';
import styles from './error-state.module.css';

/** The HTTP status of a failed load; 0 when the network failed before any answer. */
function statusOf(error: unknown): number {
  return error instanceof ApiRequestError ? error.status : 0;
}

/**
 * A failed load with a retry button instead of an alert: 'Ошибка HTTP: {status}' for a call
 * (spec section 8); for the app's own code that did not load (or not in time), what happened and
 * a button that reloads the page.
 */
export function ErrorState({ error, onRetry, t }: { error: unknown; onRetry: () => void; t: Translate }) {
  const chunk = error instanceof ChunkLoadError ? error : null;
  const message = chunk
    ? t(chunk.reason === 'timeout' ? 'ChunkLoadTimeout' : 'ChunkLoadError')
    : t(HTTP_ERROR_KEY, statusOf(error));
  return (
    <div className={styles.box} role="alert">
      <p className={styles.message}>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t(chunk ? 'ReloadPage' : 'Retry')}
      </button>
    </div>
  );
}
