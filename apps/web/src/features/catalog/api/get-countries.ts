import { type AnswerOf, type Country, type countriesCall } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { callApi } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';

export type CountriesAnswer = AnswerOf<typeof countriesCall>;

export function getCountries(lang: string, signal?: AbortSignal): Promise<CountriesAnswer> {
  return callApi('countries', { lang }, undefined, signal);
}

/**
 * All countries and the popular ones, in one language. The current country is chosen on the
 * client (from the link or the country cookie), so one cached answer serves every page.
 */
export function getCountriesQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['countries', lang],
    queryFn: ({ signal }) => getCountries(lang, signal),
  });
}

export function useCountries() {
  const { lang } = useLanguage();
  return useQuery(getCountriesQueryOptions(lang));
}

export function findCountryByLink(
  answer: CountriesAnswer | undefined,
  linkSef: string | undefined,
): Country | undefined {
  if (!answer || linkSef === undefined) return undefined;
  const wanted = linkSef.toLowerCase();
  return answer.countries.find((country) => country.link_sef === wanted);
}

/**
 * The breadcrumb of a country route: the name of the country in the link once countries are
 * loaded, or 'country not found' when no country has that link.
 */
export function useCountryTitle(params: Readonly<Params>): string | undefined {
  const t = useT();
  const { data } = useCountries();
  if (!data) return undefined;
  return findCountryByLink(data, params.id)?.text ?? t('CountryNotFoundTitle');
}
