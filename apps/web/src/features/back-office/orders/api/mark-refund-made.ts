import { callApi } from '@/lib/api-client';

export async function markRefundMade(id: number, refund: { payment_id: number; reference: string }) {
  return (await callApi('adminOrderRefundMade', refund, { id })).order;
}
