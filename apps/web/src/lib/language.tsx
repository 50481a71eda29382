import { LANGUAGE_COOKIE, languageOfPath } from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readCookie, writeCookie } from './cookies';
import { initialLanguage } from './initial-language';

export { initialLanguage };

interface LanguageContextValue {
  lang: string;
  setLanguage(lang: string): void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** Query keys that hold the signed-in user's data: dropped when the language changes (spec section 2). */
export const USER_DATA_KEY = ['user'] as const;

/**
 * The app's language. Every server query has the language in its key, so choosing another one
 * refetches settings, countries and content in it without reloading the page.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [lang, setLang] = useState(initialLanguage);

  useEffect(() => {
    document.documentElement.lang = lang.split('-')[0] ?? lang;
  }, [lang]);

  // An address that names its language (`/en/…`) is that language whatever the cookie said: the
  // cookie follows, so the addresses without a prefix that come next agree with it (ADR 070).
  useEffect(() => {
    const named = languageOfPath(window.location.pathname).lang;
    if (named && readCookie(LANGUAGE_COOKIE) !== named) writeCookie(LANGUAGE_COOKIE, named);
  }, []);

  const setLanguage = useCallback(
    (next: string) => {
      writeCookie(LANGUAGE_COOKIE, next);
      queryClient.removeQueries({ queryKey: USER_DATA_KEY });
      setLang(next);
    },
    [queryClient],
  );

  const value = useMemo(() => ({ lang, setLanguage }), [lang, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/**
 * Below it, a language chosen goes to `choose`, which shows it its own way and sets it with the
 * `setLanguage` it is given: the app's router first moves the page to the language's address
 * (ADR 070, app/router.tsx).
 */
export function LanguageChoice({
  choose,
  children,
}: {
  choose: (lang: string, setLanguage: (lang: string) => void) => void;
  children: ReactNode;
}) {
  const { lang, setLanguage } = useLanguage();
  const value = useMemo(
    () => ({ lang, setLanguage: (next: string) => choose(next, setLanguage) }),
    [lang, setLanguage, choose],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage outside LanguageProvider');
  return value;
}
