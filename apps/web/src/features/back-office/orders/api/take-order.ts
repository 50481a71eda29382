import { callApi } from '@/lib/api-client';

export async function takeOrder(id: number) {
  return (await callApi('adminOrderTake', {}, { id })).order;
}
