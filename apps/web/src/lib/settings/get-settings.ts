import type { AnswerOf, ClientBodyOf, settingsCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callApi, readAnswer } from '../api-client';
import { useLanguage } from '../language';
import { settingsFields } from '../session/credentials';
import { takeEarlySettings } from './early-settings';

export type Settings = AnswerOf<typeof settingsCall>;

/** The boot script's fields, as the call's body (its credential fields included, see settingsFields). */
const settingsBody = (fields: Record<string, string>) => fields as ClientBodyOf<typeof settingsCall>;

async function askSettings(body: Record<string, string>, signal?: AbortSignal): Promise<Settings> {
  const early = await takeEarlySettings(body)?.catch(() => undefined);
  if (early) return readAnswer('settings', early);
  return callApi('settings', settingsBody(body), undefined, signal);
}

/**
 * Settings in a language, for this browser's session (signed-in users send their token and get
 * `user_data`): the boot script's early answer when it asked the same, else a new call. A stale
 * token answers 401, which ends the session; the settings are then asked again as a guest.
 */
export async function getSettings(lang: string, signal?: AbortSignal): Promise<Settings> {
  const body = settingsFields(lang);
  try {
    return await askSettings(body, signal);
  } catch (error) {
    const sentToken = body.auth_key ?? body.manager_auth_key;
    if (!(sentToken && error instanceof ApiRequestError && error.status === 401)) throw error;
    return callApi('settings', settingsBody(settingsFields(lang)), undefined, signal);
  }
}

/** Settings are loaded once per language and kept; the previous language's stay on screen while switching. */
export function getSettingsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['settings', lang],
    queryFn: ({ signal }) => getSettings(lang, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function useSettingsQuery() {
  const { lang } = useLanguage();
  return useQuery(getSettingsQueryOptions(lang));
}

/** The loaded settings; only for components rendered below the settings gate. */
export function useSettings(): Settings {
  const { data } = useSettingsQuery();
  if (!data) throw new Error('useSettings before settings loaded');
  return data;
}
