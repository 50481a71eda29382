import { type AnswerOf, type companies2Call, type companiesCall, type Company } from '@storefront/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

export type CompaniesAnswer = AnswerOf<typeof companiesCall>;
export type CompaniesPageAnswer = AnswerOf<typeof companies2Call>;

/** One search: a query in one country's register. */
export interface CompanySearchRequest {
  query: string;
  countryId: number;
  /** The query as typed only: the server searches no other spelling of it (ADR 071). */
  exact?: boolean;
}

const body = ({ query, countryId, exact }: CompanySearchRequest, lang: string) => ({
  lang,
  query,
  country_id: countryId,
  ...(exact ? { exact: 1 } : {}),
});

/** The first page of a search, with the country's products (`/api/companies`). */
export function getCompanies(
  request: CompanySearchRequest,
  lang: string,
  signal?: AbortSignal,
): Promise<CompaniesAnswer> {
  return callApi('companies', { ...body(request, lang), page: 1 }, undefined, signal);
}

/** A later page of the same search (`/api/companies2?page=`). */
export function getCompaniesPage(
  request: CompanySearchRequest,
  page: number,
  lang: string,
  signal?: AbortSignal,
): Promise<CompaniesPageAnswer> {
  return callApi('companies2', body(request, lang), { page }, signal);
}

const searchKey = (request: CompanySearchRequest, lang: string) =>
  ['companies', lang, request.countryId, request.query, request.exact === true] as const;

/** The first page: the list, the totals, why the search did not run, and the country's products. */
export function getCompaniesQueryOptions(request: CompanySearchRequest, lang: string) {
  return queryOptions({
    queryKey: [...searchKey(request, lang), 'first'],
    queryFn: ({ signal }) => getCompanies(request, lang, signal),
  });
}

/** Page `page` (2 and on) of a results page with numbered pages; the previous page stays while it loads. */
export function getCompaniesPageQueryOptions(request: CompanySearchRequest, page: number, lang: string) {
  return queryOptions({
    queryKey: [...searchKey(request, lang), 'page', page],
    queryFn: ({ signal }) => getCompaniesPage(request, page, lang, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The list that grows by "show more": page 1 from `/api/companies`, then pages 2, 3, ... from
 * `/api/companies2`, until the first answer's `companies_pages` (or an empty page).
 */
export function getCompanySearchInfiniteQueryOptions(request: CompanySearchRequest, lang: string) {
  return infiniteQueryOptions({
    queryKey: [...searchKey(request, lang), 'more'],
    queryFn: ({ pageParam, signal }): Promise<CompaniesAnswer | CompaniesPageAnswer> =>
      pageParam === 1
        ? getCompanies(request, lang, signal)
        : getCompaniesPage(request, pageParam, lang, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const first = pages[0] as CompaniesAnswer | undefined;
      if (!first || first.companies_error !== null || lastPage.companies.length === 0) return undefined;
      return lastPageParam < first.companies_pages ? lastPageParam + 1 : undefined;
    },
  });
}

export function useCompanySearch(request: CompanySearchRequest | undefined) {
  const { lang } = useLanguage();
  return useInfiniteQuery({
    ...getCompanySearchInfiniteQueryOptions(request ?? { query: '', countryId: 0 }, lang),
    enabled: request !== undefined,
  });
}

export function useCompanies(request: CompanySearchRequest | undefined) {
  const { lang } = useLanguage();
  return useQuery({
    ...getCompaniesQueryOptions(request ?? { query: '', countryId: 0 }, lang),
    enabled: request !== undefined,
  });
}

export function useCompaniesPage(request: CompanySearchRequest | undefined, page: number) {
  const { lang } = useLanguage();
  return useQuery({
    ...getCompaniesPageQueryOptions(request ?? { query: '', countryId: 0 }, page, lang),
    enabled: request !== undefined && page > 1,
  });
}

/**
 * The companies of the loaded pages in order. A company already listed is not repeated: the
 * register can change between two pages of one search (ADR 024).
 */
export function companiesOfPages(pages: readonly { companies: readonly Company[] }[]): Company[] {
  const seen = new Set<number>();
  return pages.flatMap((page) =>
    page.companies.filter((company) => !seen.has(company.id) && Boolean(seen.add(company.id))),
  );
}
