import {
  type AnswerOf,
  type DocumentType,
  documentTypes,
  type userDocumentsCall,
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
  { lang, page, docType }: { lang: string; page: number; docType?: DocumentType },
  signal?: AbortSignal,
): Promise<DocumentPage> {
  const answer = await callApi(
    'userDocuments',
    { lang, doc_type: docType, pagesize: DOCUMENTS_PAGE_SIZE },
    { page },
    signal,
  );
  return answer.documents;
}

export function getDocumentsQueryOptions(params: { lang: string; page: number; docType?: DocumentType }) {
  return queryOptions({
    queryKey: [...USER_DATA_KEY, 'documents', params.lang, params.docType ?? 'all', params.page],
    queryFn: ({ signal }) => getDocuments(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(params: { lang: string; page: number; docType?: DocumentType }) {
  return useQuery(getDocumentsQueryOptions(params));
}

/** Downloads an act or an invoice as the PDF the server renders, under the server's file name. */
export function downloadDocument(document: UserDocument, lang: string): Promise<void> {
  return downloadFile(document.doc_type === 'act' ? 'userAct' : 'userInvoice', { lang }, { id: document.id });
}
