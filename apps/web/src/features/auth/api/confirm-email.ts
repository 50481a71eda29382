import type { AnswerOf, confirmEmailCall } from '@storefront/contract';
import { ApiRequestError, callApi } from '@/lib/api-client';
import { clientId } from '@/lib/session/client-id';

/**
 * The mailed registration link's token: confirms the e-mail and answers like a login, with the
 * browser's analytics clientID linked to the new account.
 */
export function confirmEmail(confirmToken: string): Promise<AnswerOf<typeof confirmEmailCall>> {
  return callApi('confirmEmail', { confirm_token: confirmToken, clientID: clientId() });
}

/** The server's verdict that the link is unknown, used or expired (not a network fault). */
export function isInvalidConfirmation(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 400;
}
