import { type AnswerOf, type Calls, backOfficeRoutes } from '@storefront/contract';
import { readRouteAnswer } from '@/lib/api-client';
import { credentialFor } from '@/lib/session/credentials';

/**
 * Uploads a picture for the content: multipart with the session's key before the file (the server
 * reads a file only after a live administrator's key). Answers its public path.
 */
export async function uploadContentImage(file: File): Promise<AnswerOf<Calls['adminContentImageUpload']>> {
  const route = backOfficeRoutes.adminContentImageUpload;
  const body = new FormData();
  for (const [name, value] of Object.entries(credentialFor(route))) if (value) body.append(name, value);
  body.append('file', file);
  const response = await fetch(route.path, { method: 'POST', body });
  return readRouteAnswer(route, response) as Promise<AnswerOf<Calls['adminContentImageUpload']>>;
}
