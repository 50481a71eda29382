import { DEFAULT_LANGUAGE, dictionaryLookup, fillPlaceholders, plural } from '@storefront/contract';
import { useCallback, useMemo } from 'react';
import { useSettingsQuery } from '@/lib/settings/get-settings';
import { bootTexts } from './boot-texts';
import { useLanguage } from './language';

export type Translate = (key: string, ...args: (string | number)[]) => string;

const warned = new Set<string>();

/** t(key, ...args): the text of a key with %s filled in order; a missing key shows the key itself. */
export function makeTranslate(dictionary: Readonly<Record<string, string>>, lang: string): Translate {
  const boot = bootTexts[lang] ?? bootTexts[DEFAULT_LANGUAGE] ?? {};
  return (key, ...args) => {
    const text = (Object.hasOwn(dictionary, key) ? dictionary[key] : undefined) ?? boot[key];
    if (text === undefined) {
      if (import.meta.env.DEV && !warned.has(key)) {
        warned.add(key);
        console.warn(`Missing translation: ${key}`);
      }
      return key;
    }
    return fillPlaceholders(text, args);
  };
}

export function useT(): Translate {
  const { lang } = useLanguage();
  const { data } = useSettingsQuery();
  const dictionary = data?.translations;
  return useMemo(() => makeTranslate(dictionary ?? {}, lang), [dictionary, lang]);
}

/** `count` with the plural form of `base` from the dictionary (`WorkingDay_one`, `_few`, `_many`, `_other`). */
export function usePlural(): (base: string, count: number) => string {
  const { lang } = useLanguage();
  const { data } = useSettingsQuery();
  const dictionary = data?.translations;
  const lookup = useMemo(() => dictionaryLookup(dictionary ?? {}), [dictionary]);
  return useCallback((base, count) => plural(lookup, base, lang, count), [lookup, lang]);
}
