import type { ConsultationStatus } from '@storefront/contract';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
export const loadConsultationStatusRules = () =>
  loadChunk(() => import('./rules')).then((rules) => rules.consultationStatusSchema);

export function setConsultationStatus(id: number, status: ConsultationStatus) {
  return callApi('adminConsultationStatus', { status }, { id }).then((answer) => answer.request);
}
