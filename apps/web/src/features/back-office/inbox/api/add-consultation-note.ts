import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
/** The note and status forms' rules, loaded with their first focus. */
export const loadConsultationNoteRules = () =>
  loadChunk(() => import('./rules')).then((rules) => rules.consultationNoteSchema);

export function addConsultationNote(id: number, text: string) {
  return callApi('adminConsultationNote', { text }, { id }).then((answer) => answer.request);
}
