import { callApi } from '@/lib/api-client';

export async function cancelOrder(id: number, reason: string) {
  return (await callApi('adminOrderCancel', { reason }, { id })).order;
}
