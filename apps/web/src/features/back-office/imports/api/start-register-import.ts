import { type RegisterImportJob, backOfficeRoutes } from '@storefront/contract';
import { readAnswer } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { credentialFor } from '@/lib/session/credentials';

export const loadRegisterImportRules = () =>
  loadChunk(() => import('./rules')).then((rules) => rules.registerImportSchema);

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
