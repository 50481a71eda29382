import { ApiRequestError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n';

/** The server's refusal in the page's language, or the general "something went wrong". */
export function refusalText(t: Translate, error: unknown): string {
  return error instanceof ApiRequestError ? t(error.key, ...(error.args ?? [])) : t('UnknownError');
}
