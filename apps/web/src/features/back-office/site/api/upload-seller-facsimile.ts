import { type AnswerOf, backOfficeRoutes, type Calls, type SellerFacsimile } from '@storefront/contract';
import { readRouteAnswer } from '@/lib/api-client';
import { credentialFor } from '@/lib/session/credentials';

/**
 * Uploads a facsimile: multipart with the session's key before the file (the server reads a file
 * only after a live administrator's key). Answers the facsimile now in force.
 */
export async function uploadSellerFacsimile(file: File): Promise<SellerFacsimile | null> {
  const route = backOfficeRoutes.adminSellerFacsimileUpload;
  const body = new FormData();
  for (const [name, value] of Object.entries(credentialFor(route))) if (value) body.append(name, value);
  body.append('file', file);
  const response = await fetch(route.path, { method: 'POST', body });
  const answer = (await readRouteAnswer(route, response)) as AnswerOf<Calls['adminSellerFacsimileUpload']>;
  return answer.facsimile;
}
