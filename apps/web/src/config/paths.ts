/** A path with one parameter: a link builder that also carries the router's pattern. */
function withParam(pattern: `${string}/:${string}`): ((value: string) => string) & { pattern: string } {
  const prefix = pattern.slice(0, pattern.lastIndexOf('/:') + 1);
  return Object.assign((value: string) => `${prefix}${encodeURIComponent(value)}`, { pattern });
}

/**
 * Every path of the app in one place: the router's route table takes its patterns from here
 * (`paths.faq`, `paths.country.pattern`) and links are built with the same entries
 * (`paths.country(linkSef)`), never with string literals.
 */
export const paths = {
  home: '/',
  about: '/about',
  page: withParam('/page/:id'),
  country: withParam('/country/:id'),
  faq: '/faq',
  foreignRegisters: '/foreign-registers',
  tariffs: '/tariffs',
  tariff: withParam('/tariffs/:id'),
  materials: '/materials',
  news: '/materials/news',
  newsArticle: withParam('/materials/news/:id'),
  publications: '/materials/publications',
  publication: withParam('/materials/publications/:id'),
  search: '/search',
  /** The same search as a results page with numbered pages. */
  search2: '/search2',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The mailed link of a registration (ADR 023). */
  confirmEmail: '/confirm-email',
  account: '/account',
  accountProfile: '/account/profile',
  accountLegalEntities: '/account/yurlitsa',
  accountDocuments: '/account/documents',
  accountOrders: '/account/orders',
  /** The spec's name of the orders page (section 2), kept as a way to it. */
  accountOrdersOfSpec: '/account/products',
  notFound: '/404',
} as const;

/** What the address of a company search holds: `?query=…&country=<id>&page=N`. */
export interface CompanySearchAddress {
  query: string;
  countryId?: number;
  /** Only /search2 has pages. */
  page?: number;
}

/** The longest query the search takes (the contract's short text). */
export const COMPANY_QUERY_MAX_LENGTH = 255;

/** The address of a company search on `path` (/search or /search2), page 1 left out. */
export function companySearchPath(
  path: typeof paths.search | typeof paths.search2,
  { query, countryId, page }: CompanySearchAddress,
): string {
  const search = new URLSearchParams();
  if (query) search.set('query', query);
  if (countryId !== undefined) search.set('country', String(countryId));
  if (page !== undefined && page > 1) search.set('page', String(page));
  return search.size ? `${path}?${search}` : path;
}

/**
 * A company search from its address, forgiving what a hand-edited link may hold: the query trimmed
 * and cut to the longest the search takes, a country only when it is an id, the page 1 unless it
 * is a whole number above 1.
 */
export function parseCompanySearchAddress(
  search: URLSearchParams,
): Required<Omit<CompanySearchAddress, 'countryId'>> & Pick<CompanySearchAddress, 'countryId'> {
  const query = (search.get('query') ?? '').trim().slice(0, COMPANY_QUERY_MAX_LENGTH).trim();
  const country = Number(search.get('country') ?? '');
  const page = Number(search.get('page') ?? '1');
  return {
    query,
    countryId:
      /^\d+$/.test(search.get('country') ?? '') && country >= 1 && country <= 2_147_483_647
        ? country
        : undefined,
    page: Number.isSafeInteger(page) && page > 1 && page <= 100_000 ? page : 1,
  };
}

/** Why the login page was opened, shown above its forms (spec section 8: auth_required). */
export type LoginMessage = 'auth_required' | 'session_expired';

/** The login page with a message and the page to return to after login. */
export function loginPath(message?: LoginMessage, returnTo?: string): string {
  const search = new URLSearchParams();
  if (message) search.set('message', message);
  if (returnTo) search.set('redirect', returnTo);
  return search.size ? `${paths.login}?${search}` : paths.login;
}

/** A `redirect` parameter only ever leads to a page of this shop: a path, never `//host` or a URL. */
export function safeReturnPath(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}
