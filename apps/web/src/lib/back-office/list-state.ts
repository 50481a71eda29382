import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * One parameter of a list's address: how its text is read (anything unexpected reads as the
 * default, so a hand-edited address never breaks the screen) and how a value is written (nothing
 * for the default, so addresses stay short and a list's first page has one address).
 */
export interface ListParam<T> {
  read(raw: string | null): T;
  write(value: T): string | undefined;
}

/** A text filter: trimmed, blank reads as none. */
export const text = (maxLength = 255): ListParam<string | undefined> => ({
  read: (raw) => raw?.trim().slice(0, maxLength) || undefined,
  write: (value) => value?.trim() || undefined,
});

/** One of `allowed` (words or numbers, as a select's options give them), or none. */
export const choice = <T extends string | number>(allowed: readonly T[]): ListParam<T | undefined> => ({
  read: (raw) => allowed.find((option) => String(option) === raw),
  write: (value) => (value === undefined ? undefined : String(value)),
});

/** One of `allowed`, `fallback` when absent (and then left out of the address). */
export const choiceOr = <T extends string>(allowed: readonly T[], fallback: T): ListParam<T> => ({
  read: (raw) => allowed.find((option) => option === raw) ?? fallback,
  write: (value) => (value === fallback ? undefined : value),
});

/** A sort direction; `fallback` (the list's first order) is left out of the address. */
export const direction = (fallback: 'asc' | 'desc' = 'desc') => choiceOr(['asc', 'desc'] as const, fallback);

/** A page number from 1; the first page is the address without `page`. */
export const page: ListParam<number> = {
  read: (raw) => {
    const value = Number(raw);
    return Number.isInteger(value) && value > 1 ? value : 1;
  },
  write: (value) => (value > 1 ? String(value) : undefined),
};

/** A calendar day (YYYY-MM-DD), as a date input gives it. */
export const day: ListParam<string | undefined> = {
  read: (raw) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined),
  write: (value) => value,
};

/** A positive whole number (an id), or none. */
export const id: ListParam<number | undefined> = {
  read: (raw) => {
    const value = Number(raw);
    return raw && Number.isSafeInteger(value) && value > 0 ? value : undefined;
  },
  write: (value) => (value === undefined ? undefined : String(value)),
};

/** A switch: on as `1`, off when absent. */
export const flag: ListParam<boolean> = {
  read: (raw) => raw === '1',
  write: (value) => (value ? '1' : undefined),
};

type Params = Record<string, ListParam<unknown>>;

/** The list's state as its parameters read it. */
export type ListState<P extends Params> = { [K in keyof P]: P[K] extends ListParam<infer T> ? T : never };

/** The state an address carries (`AddressState<typeof ordersAddress>`). */
export type AddressState<A> = A extends ListAddress<infer P> ? ListState<P> : never;

/** A list's address: its path and its parameters. */
export interface ListAddress<P extends Params> {
  path: string;
  params: P;
  /** The state the address carries. */
  read(search: URLSearchParams): ListState<P>;
  /** The address of a state (defaults left out), as a path with its `?query`. */
  href(state: Partial<ListState<P>>): string;
}

/**
 * Declares a list screen's address: every filter, the sort and the page are typed parameters, so
 * the screen, its links and its loader read and write them the same way.
 */
export function listAddress<P extends Params>(path: string, params: P): ListAddress<P> {
  const read = (search: URLSearchParams) =>
    Object.fromEntries(
      Object.entries(params).map(([name, param]) => [name, param.read(search.get(name))]),
    ) as ListState<P>;
  const href = (state: Partial<ListState<P>>) => {
    const search = new URLSearchParams();
    for (const [name, param] of Object.entries(params)) {
      const value = state[name as keyof P];
      const written = value === undefined ? undefined : param.write(value);
      if (written !== undefined && written !== '') search.set(name, written);
    }
    const query = search.toString();
    return query ? `${path}?${query}` : path;
  };
  return { path, params, read, href };
}

/**
 * A list screen's state from its address, with the ways to change it: `hrefFor` a link (a sort
 * header, a pager's page), `go` to navigate, `submit` for the filters form (its fields named as
 * the parameters; the list goes back to its first page). Any change but the page's returns to
 * page 1, so a narrower filter never lands on an empty page.
 */
export function useListState<P extends Params>(address: ListAddress<P>) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => address.read(search), [address, search]);

  const hrefFor = useCallback(
    (change: Partial<ListState<P>>) =>
      address.href({
        ...state,
        ...('page' in address.params && !('page' in change) ? { page: 1 } : {}),
        ...change,
      }),
    [address, state],
  );
  const go = useCallback((change: Partial<ListState<P>>) => navigate(hrefFor(change)), [navigate, hrefFor]);
  const submit = useCallback(
    (form: HTMLFormElement) => {
      const data = new FormData(form);
      const fields = Object.fromEntries(
        Object.entries(address.params)
          // The form's own fields, an unchecked box included (FormData leaves it out).
          .filter(([name]) => form.elements.namedItem(name) !== null)
          .map(([name, param]) => {
            const raw = data.get(name);
            return [name, param.read(typeof raw === 'string' ? raw : null)];
          }),
      ) as Partial<ListState<P>>;
      return navigate(hrefFor(fields));
    },
    [address, navigate, hrefFor],
  );
  return useMemo(() => ({ state, hrefFor, go, submit }), [state, hrefFor, go, submit]);
}

/** What `useListState` gives a list's screen (`ListView<typeof ordersAddress>`), for its parts. */
export type ListView<A> = A extends ListAddress<infer P> ? ReturnType<typeof useListState<P>> : never;
