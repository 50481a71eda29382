import { callApi } from '@/lib/api-client';

export async function markOrderPaid(id: number, transfer: { paid_on: string; reference: string }) {
  return (await callApi('adminOrderMarkPaid', transfer, { id })).order;
}
