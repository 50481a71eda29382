import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { OUTBOX_KEY } from './get-outbox';
import { getOutboxMailQueryOptions } from './get-outbox-mail';

/** Queues a failed mail again; the list and the mail reload. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('adminOutboxRetry', {}, { id }).then((answer) => answer.mail),
    onSuccess: (mail) => queryClient.setQueryData(getOutboxMailQueryOptions(mail.id).queryKey, mail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...OUTBOX_KEY, 'list'] }),
  });
}
