import { COUNTRY_COOKIE, type Country } from '@storefront/contract';
import { useCallback, useState } from 'react';
import { readCookie, writeCookie } from '@/lib/cookies';

interface CountryLists {
  countries: readonly Country[];
  popular: readonly Country[];
}

/** The country the cookie names, if it is still offered; else the first popular one (spec section 9). */
function initialCountryId(lists: CountryLists | undefined): number | undefined {
  if (!lists) return undefined;
  const saved = Number(readCookie(COUNTRY_COOKIE));
  if (Number.isInteger(saved) && lists.countries.some((country) => country.id === saved)) return saved;
  return lists.popular[0]?.id ?? lists.countries[0]?.id;
}

/**
 * The visitor's country: restored from the country cookie, and written back to it on every choice,
 * so the home page opens on the same country next time.
 */
export function useSelectedCountry(
  lists: CountryLists | undefined,
): [Country | undefined, (id: number) => void] {
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  const id = chosenId ?? initialCountryId(lists);
  const country = lists?.countries.find((candidate) => candidate.id === id);

  const choose = useCallback((next: number) => {
    writeCookie(COUNTRY_COOKIE, String(next));
    setChosenId(next);
  }, []);

  return [country, choose];
}
