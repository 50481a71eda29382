import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { LEGAL_ENTITIES_KEY } from './get-legal-entities';

/** Makes a legal entity the default (the server clears the flag on the others); the list reloads. */
export function useMakeDefaultLegalEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('userYurlitsoUse', {}, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEGAL_ENTITIES_KEY }),
  });
}

/** Deletes a legal entity (a deleted default hands the flag to another); the list reloads. */
export function useDeleteLegalEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('userYurlitsoDelete', {}, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEGAL_ENTITIES_KEY }),
  });
}
