import { DEFAULT_LANGUAGE, dictionaryLookup, fillPlaceholders, plural } from '@storefront/contract';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useSettingsQuery } from '@/lib/settings/get-settings';
import { bootTexts } from './boot-texts';
import { useLanguage } from './language';

export type Translate = (key: string, ...args: (string | number)[]) => string;

const warned = new Set<string>();

/**
 * On the server: told each key of the dictionary a render reads, so that a rendered page carries
 * only the texts it shows (entry-server.tsx). Unset in the browser.
 */
let noteTextUse: ((key: string) => void) | undefined;
export function setServerTextUse(note: (key: string) => void): void {
  noteTextUse = note;
}

/** t(key, ...args): the text of a key with %s filled in order; a missing key shows the key itself. */
export function makeTranslate(dictionary: Readonly<Record<string, string>>, lang: string): Translate {
  const boot = bootTexts[lang] ?? bootTexts[DEFAULT_LANGUAGE] ?? {};
  return (key, ...args) => {
    noteTextUse?.(key);
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

/**
 * Texts a part of the app loads for itself on top of the shop's dictionary (the back-office's, which
 * the settings answer leaves out).
 */
export const ExtraTextsContext = createContext<Readonly<Record<string, string>> | null>(null);

/** The shop's dictionary with the extra texts of the part of the app this renders in. */
function useDictionary(): Readonly<Record<string, string>> {
  const { data } = useSettingsQuery();
  const extra = useContext(ExtraTextsContext);
  const shop = data?.translations;
  return useMemo(() => (extra ? { ...shop, ...extra } : (shop ?? {})), [shop, extra]);
}

export function useT(): Translate {
  const { lang } = useLanguage();
  const dictionary = useDictionary();
  return useMemo(() => makeTranslate(dictionary, lang), [dictionary, lang]);
}

/** `count` with the plural form of `base` from the dictionary (`WorkingDay_one`, `_few`, `_many`, `_other`). */
export function usePlural(): (base: string, count: number) => string {
  const { lang } = useLanguage();
  const dictionary = useDictionary();
  const lookup = useMemo(() => {
    const read = dictionaryLookup(dictionary);
    return (key: string) => {
      noteTextUse?.(key);
      return read(key);
    };
  }, [dictionary]);
  return useCallback((base, count) => plural(lookup, base, lang, count), [lookup, lang]);
}
