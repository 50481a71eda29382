import { type RegisterImportJob, backOfficeRoutes } from '@storefront/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, readAnswer } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { USER_DATA_KEY } from '@/lib/language';
import { credentialFor } from '@/lib/session/credentials';

export type { RegisterImportJob };

export const REGISTERS_KEY = [...USER_DATA_KEY, 'admin-registers'] as const;

const isActive = (job: RegisterImportJob) => job.status === 'queued' || job.status === 'running';

export function getRegistersQueryOptions() {
  return queryOptions({
    queryKey: REGISTERS_KEY,
    queryFn: ({ signal }) => callApi('adminRegisters', {}, undefined, signal),
    // While an import runs (on any instance) its progress is polled every two seconds.
    refetchInterval: (query) => (query.state.data?.imports.some(isActive) ? 2_000 : false),
  });
}

export function useRegisters() {
  return useQuery(getRegistersQueryOptions());
}

export const loadRegisterImportRules = () =>
  loadChunk(() => import('./inbox-rules')).then((rules) => rules.registerImportSchema);

/**
 * Sends the file as multipart/form-data: the key and the fields first, the file last (the server
 * reads a file only after a key it accepts).
 */
export async function startRegisterImport(
  fields: { format: string; country?: string | undefined },
  file: File,
): Promise<RegisterImportJob> {
  const route = backOfficeRoutes.adminRegisterImport;
  const data = new FormData();
  const { auth_key: authKey } = credentialFor(route);
  if (authKey) data.append('auth_key', authKey);
  data.append('format', fields.format);
  if (fields.country) data.append('country', fields.country);
  data.append('file', file, file.name);
  const response = await fetch(route.path, { method: 'POST', body: data });
  return (await readAnswer('adminRegisterImport', response)).import;
}

export function useRefreshRegisters() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: REGISTERS_KEY });
}
