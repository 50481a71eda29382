import { type resendableOrderMails } from '@storefront/contract';
import { callApi } from '@/lib/api-client';
export type ResendableMail = (typeof resendableOrderMails)[number];

export async function resendOrderMail(id: number, mail: ResendableMail) {
  return (await callApi('adminOrderResendMail', { mail }, { id })).order;
}
