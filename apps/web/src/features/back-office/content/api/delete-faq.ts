import { callApi } from '@/lib/api-client';
export const deleteFaq = (id: number) => callApi('adminContentFaqDelete', {}, { id });
