import type { Company } from '@storefront/contract';
import { LOCAL_COMPANY_ID_BASE } from '@storefront/contract/constants';
import { useSyncExternalStore } from 'react';
import { localStore } from '@/lib/session/storage';

/**
 * Companies the customer typed in by hand because the register search did not find them (spec
 * section 3): each gets a local id counting up from LOCAL_COMPANY_ID_BASE, the counter kept in
 * local storage, and the companies themselves are kept there too, so they survive a reload.
 */

/** The next local id to give (a number as text). */
export const LOCAL_COMPANY_COUNTER_KEY = 'new_company_id';
/** The typed-in companies, newest first, as JSON. */
export const MANUAL_COMPANIES_KEY = 'manual_companies';
/** Older ones are dropped beyond this many. */
export const MANUAL_COMPANIES_MAX = 50;
/** What is shown for what a typed-in company does not tell (spec section 3). */
export const UNKNOWN_FIELD = '-';

export interface ManualCompany {
  id: number;
  name: string;
  countryId: number;
  /** The country's ISO code, as register companies carry it. */
  countryCode: string;
  /** The INN or register number if the customer knew it, else ''. */
  number: string;
  /** When it was typed in (ISO 8601). */
  addedAt: string;
}

export type ManualCompanyInput = Pick<ManualCompany, 'name' | 'countryId' | 'countryCode' | 'number'>;

/** Where local storage is switched off the companies live as long as the page. */
const memory = new Map<string, string>();

function read(key: string): string | null {
  const store = localStore();
  return store ? store.getItem(key) : (memory.get(key) ?? null);
}

function write(key: string, value: string): void {
  const store = localStore();
  if (!store) {
    memory.set(key, value);
    return;
  }
  try {
    store.setItem(key, value);
  } catch {
    // Storage full: keep the value for this page at least.
    memory.set(key, value);
  }
}

function isManualCompany(value: unknown): value is ManualCompany {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(item.id) &&
    (item.id as number) >= LOCAL_COMPANY_ID_BASE &&
    typeof item.name === 'string' &&
    item.name.trim() !== '' &&
    Number.isSafeInteger(item.countryId) &&
    typeof item.countryCode === 'string' &&
    typeof item.number === 'string' &&
    typeof item.addedAt === 'string'
  );
}

let cachedText: string | null | undefined;
let cachedList: readonly ManualCompany[] = [];

/** The typed-in companies, newest first; anything unreadable in storage is left out. */
export function manualCompanies(): readonly ManualCompany[] {
  const text = read(MANUAL_COMPANIES_KEY);
  if (text === cachedText) return cachedList;
  let list: ManualCompany[] = [];
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    if (Array.isArray(parsed)) list = parsed.filter(isManualCompany);
  } catch {
    list = [];
  }
  cachedText = text;
  cachedList = list;
  return list;
}

/**
 * Takes the next local id: LOCAL_COMPANY_ID_BASE the first time, then one more each time. A
 * counter that is missing, damaged or behind a kept company's id starts after the highest one.
 */
export function nextLocalCompanyId(): number {
  const stored = Number(read(LOCAL_COMPANY_COUNTER_KEY));
  const highestKept = Math.max(LOCAL_COMPANY_ID_BASE - 1, ...manualCompanies().map((company) => company.id));
  const id = Math.max(
    Number.isSafeInteger(stored) && stored >= LOCAL_COMPANY_ID_BASE ? stored : LOCAL_COMPANY_ID_BASE,
    highestKept + 1,
  );
  write(LOCAL_COMPANY_COUNTER_KEY, String(id + 1));
  return id;
}

const listeners = new Set<() => void>();

function saveList(list: readonly ManualCompany[]): void {
  write(MANUAL_COMPANIES_KEY, JSON.stringify(list.slice(0, MANUAL_COMPANIES_MAX)));
  for (const listener of listeners) listener();
}

/** Keeps a typed-in company under a new local id and returns it. */
export function addManualCompany(input: ManualCompanyInput, now = new Date()): ManualCompany {
  const company: ManualCompany = {
    id: nextLocalCompanyId(),
    name: input.name.trim(),
    countryId: input.countryId,
    countryCode: input.countryCode,
    number: input.number.trim(),
    addedAt: now.toISOString(),
  };
  saveList([company, ...manualCompanies()]);
  return company;
}

export function removeManualCompany(id: number): void {
  saveList(manualCompanies().filter((company) => company.id !== id));
}

/** A typed-in company as the lists show companies: '-' for what it does not tell. */
export function manualCompanyAsCompany(company: ManualCompany): Company {
  return {
    id: company.id,
    companyId: company.number || UNKNOWN_FIELD,
    name: company.name,
    country: company.countryCode,
    inn: UNKNOWN_FIELD,
    status: UNKNOWN_FIELD,
    type: UNKNOWN_FIELD,
    address: UNKNOWN_FIELD,
    updated_at: null,
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab adding or removing one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === MANUAL_COMPANIES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const NONE: readonly ManualCompany[] = [];

/**
 * The typed-in companies, kept up to date as they are added or removed here or in another tab. A
 * page rendered on the server has none (they are in the browser's storage): the browser hydrates
 * it with none too, then shows its own.
 */
export function useManualCompanies(): readonly ManualCompany[] {
  return useSyncExternalStore(subscribe, manualCompanies, () => NONE);
}
