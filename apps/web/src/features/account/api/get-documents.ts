import {
  type AnswerOf,
  type DocumentType,
  documentTypes,
  userActCall,
  userDocumentsCall,
  userInvoiceCall,
  type UserDocument,
} from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { USER_DATA_KEY } from '@/lib/language';

export const DOCUMENTS_PAGE_SIZE = 10;

export type DocumentPage = AnswerOf<typeof userDocumentsCall>['documents'];

/** `?doc_type=act|invoice` read leniently: anything else means both types. */
export function docTypeFromSearch(search: URLSearchParams): DocumentType | undefined {
  const value = search.get('doc_type');
  return documentTypes.find((type) => type === value);
}

export async function getDocuments(
  { authKey, lang, page, docType }: { authKey: string; lang: string; page: number; docType?: DocumentType },
  signal?: AbortSignal,
): Promise<DocumentPage> {
  const answer = await callApi(
    userDocumentsCall,
    { auth_key: authKey, lang, doc_type: docType, pagesize: DOCUMENTS_PAGE_SIZE },
    { page },
    signal,
  );
  return answer.documents;
}

export function getDocumentsQueryOptions(params: {
  authKey: string;
  lang: string;
  page: number;
  docType?: DocumentType;
}) {
  return queryOptions({
    queryKey: [...USER_DATA_KEY, 'documents', params.lang, params.docType ?? 'all', params.page],
    queryFn: ({ signal }) => getDocuments(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(params: {
  authKey: string;
  lang: string;
  page: number;
  docType?: DocumentType;
}) {
  return useQuery(getDocumentsQueryOptions(params));
}

/** Downloads an act or an invoice as the PDF the server renders, under the server's file name. */
export function downloadDocument(document: UserDocument, authKey: string, lang: string): Promise<void> {
  const call = document.doc_type === 'act' ? userActCall : userInvoiceCall;
  return downloadFile(call, { auth_key: authKey, lang }, `${call.path}?id=${document.id}`);
}
