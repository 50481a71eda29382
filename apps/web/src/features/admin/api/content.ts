import {
  type AdminContentArticleDetail,
  type AdminContentFaqDetail,
  type AdminContentPageDetail,
  type AnswerOf,
  type Calls,
  type ClientBodyOf,
  backOfficeRoutes,
} from '@storefront/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi, readRouteAnswer } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { USER_DATA_KEY } from '@/lib/language';
import { credentialFor } from '@/lib/session/credentials';

export type { AdminContentArticleDetail, AdminContentFaqDetail, AdminContentPageDetail };
export type ContentPagesAnswer = AnswerOf<Calls['adminContentPages']>['pages'];
export type ContentArticlesAnswer = AnswerOf<Calls['adminContentArticles']>['articles'];
export type ContentFaqsAnswer = AnswerOf<Calls['adminContentFaqs']>['faqs'];

/** Every content query sits under one key, so a save refreshes the lists and the entry together. */
const CONTENT_KEY = [...USER_DATA_KEY, 'admin-content'] as const;

/** The editors' rules, from the contract (loaded with the form's first focus). */
export const loadContentRules = () => loadChunk(() => import('./admin-content-rules'));

export function getContentPagesQueryOptions(page: number, lang: string) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'pages', page, lang],
    queryFn: ({ signal }) => callApi('adminContentPages', { lang }, { page }, signal).then((a) => a.pages),
  });
}

export function getContentPageQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'page', id],
    queryFn: ({ signal }) => callApi('adminContentPage', {}, { id }, signal).then((a) => a.page),
  });
}

export function getContentArticlesQueryOptions(filter: {
  page: number;
  lang: string;
  category?: number;
  q?: string;
}) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'articles', filter],
    queryFn: ({ signal }) =>
      callApi(
        'adminContentArticles',
        { lang: filter.lang, category_id: filter.category, q: filter.q },
        { page: filter.page },
        signal,
      ).then((a) => a.articles),
  });
}

export function getContentArticleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'article', id],
    queryFn: ({ signal }) => callApi('adminContentArticle', {}, { id }, signal).then((a) => a.article),
  });
}

export function getContentFaqsQueryOptions(page: number, lang: string) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'faqs', page, lang],
    queryFn: ({ signal }) => callApi('adminContentFaqs', { lang }, { page }, signal).then((a) => a.faqs),
  });
}

export function getContentFaqQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'faq', id],
    queryFn: ({ signal }) => callApi('adminContentFaq', {}, { id }, signal).then((a) => a.faq),
  });
}

/** After a write: the lists and entries are read again. */
export const invalidateContent = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: CONTENT_KEY });

export const savePage = (id: number | undefined, body: ClientBodyOf<Calls['adminContentPageSave']>) =>
  callApi('adminContentPageSave', body, id === undefined ? {} : { id }).then((a) => a.page);

export const saveArticle = (id: number | undefined, body: ClientBodyOf<Calls['adminContentArticleSave']>) =>
  callApi('adminContentArticleSave', body, id === undefined ? {} : { id }).then((a) => a.article);

export const deleteArticle = (id: number) => callApi('adminContentArticleDelete', {}, { id });

export const saveFaq = (id: number | undefined, body: ClientBodyOf<Calls['adminContentFaqSave']>) =>
  callApi('adminContentFaqSave', body, id === undefined ? {} : { id }).then((a) => a.faq);

export const deleteFaq = (id: number) => callApi('adminContentFaqDelete', {}, { id });

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
