import type { AnswerOf, confirmEmailCall } from '@storefront/contract';
import { ApiRequestError, callApi } from '@/lib/api-client';
import { guestCartIds, guestCartKey } from '@/lib/session/cart-ids';
import { clientId } from '@/lib/session/client-id';

/**
 * The mailed registration link's token: confirms the e-mail and answers like a login, with the
 * browser's analytics clientID linked to the new account; a guest cart of this browser is merged
 * into the new account's.
 */
export function confirmEmail(confirmToken: string): Promise<AnswerOf<typeof confirmEmailCall>> {
  return callApi('confirmEmail', {
    confirm_token: confirmToken,
    cart_ids: guestCartIds(),
    cart_key: guestCartKey(),
    clientID: clientId(),
  });
}

/** The server's verdict that the link is unknown, used or expired (not a network fault). */
export function isInvalidConfirmation(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 400;
}
