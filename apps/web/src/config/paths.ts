/** A path with one parameter: a link builder that also carries the router's pattern. */
export function withParam(
  pattern: `${string}/:${string}`,
): ((value: string) => string) & { pattern: string } {
  const prefix = pattern.slice(0, pattern.lastIndexOf('/:') + 1);
  return Object.assign((value: string) => `${prefix}${encodeURIComponent(value)}`, { pattern });
}

/**
 * Every path of the shop in one place (the back-office's are in back-office-paths.ts): the
 * router's route table takes its patterns from here (`paths.faq`, `paths.country.pattern`) and
 * links are built with the same entries (`paths.country(linkSef)`), never with string literals.
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
  /** From a chosen company to a product; the company travels in the address. */
  selectType: '/search/select-type',
  selectProduct: '/search/select-product',
  checkout: '/checkout',
  /** After an order: `?order_id=`; the payment pages also take Robokassa's `Shp_order`. */
  orderSuccess: '/order-success',
  paymentSuccess: '/payment-success',
  paymentFail: '/payment-fail',
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
  /** One order of the account: its lines, state, payment (pay it while it awaits payment) and files. */
  accountOrder: withParam('/account/orders/:id'),
  /** The spec's name of the orders page (section 2), kept as a way to it. */
  accountOrdersOfSpec: '/account/products',
  notFound: '/404',
  /**
   * The back-office: its own layout and chunks, for managers and administrators. Its
   * pages' paths are in back-office-paths.ts, which loads with them.
   */
  admin: '/admin',
} as const;

/** What the address of a company search holds: `?query=…&country=<id>&page=N&exact=1`. */
export interface CompanySearchAddress {
  query: string;
  countryId?: number;
  /** Only /search2 has pages. */
  page?: number;
  /** The query as typed only, never another spelling of it (ADR 071). */
  exact?: boolean;
}

/** The longest query the search takes (the contract's short text). */
export const COMPANY_QUERY_MAX_LENGTH = 255;

/** The address of a company search on `path` (/search or /search2), page 1 left out. */
export function companySearchPath(
  path: typeof paths.search | typeof paths.search2,
  { query, countryId, page, exact }: CompanySearchAddress,
): string {
  const search = new URLSearchParams();
  if (query) search.set('query', query);
  if (countryId !== undefined) search.set('country', String(countryId));
  if (page !== undefined && page > 1) search.set('page', String(page));
  if (exact) search.set('exact', '1');
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
    exact: search.get('exact') === '1',
  };
}

/**
 * The company being ordered for, as the selection steps carry it in their address (so a reload or
 * a shared link keeps it): the fields the cart stores, the company's country id for its
 * catalog, and the step's choices so far.
 */
export interface ChosenCompany {
  id: number;
  name: string;
  inn: string;
  status: string;
  type: string;
  /** The country's code, as the register's companies carry it. */
  country: string;
  address: string;
  countryId: number;
}

export interface CompanySelection {
  company: ChosenCompany;
  purposeId?: number;
  typeId?: number;
}

const MAX_ID = 2_147_483_647;
/** Typed-in companies have local ids above the database's integers (spec section 9). */
const MAX_COMPANY_ID = Number.MAX_SAFE_INTEGER;

function idParam(search: URLSearchParams, name: string, max = MAX_ID): number | undefined {
  const text = search.get(name) ?? '';
  const value = Number(text);
  return /^\d+$/.test(text) && value >= 1 && value <= max ? value : undefined;
}

const textParam = (search: URLSearchParams, name: string, max = COMPANY_QUERY_MAX_LENGTH) =>
  (search.get(name) ?? '').trim().slice(0, max);

/** The address of a selection step for a company (and the purpose and type chosen so far). */
export function companySelectionPath(
  path: typeof paths.selectType | typeof paths.selectProduct,
  { company, purposeId, typeId }: CompanySelection,
): string {
  const search = new URLSearchParams({
    company: String(company.id),
    name: company.name,
    inn: company.inn,
    status: company.status,
    company_type: company.type,
    country: company.country,
    address: company.address,
    country_id: String(company.countryId),
  });
  if (purposeId !== undefined) search.set('purpose', String(purposeId));
  if (typeId !== undefined) search.set('type', String(typeId));
  return `${path}?${search}`;
}

/** The selection a step's address holds, or undefined when it names no company (the step then sends the customer to the search). */
export function parseCompanySelection(search: URLSearchParams): CompanySelection | undefined {
  const id = idParam(search, 'company', MAX_COMPANY_ID);
  const countryId = idParam(search, 'country_id');
  const name = textParam(search, 'name');
  if (id === undefined || countryId === undefined || !name) return undefined;
  return {
    company: {
      id,
      name,
      inn: textParam(search, 'inn'),
      status: textParam(search, 'status'),
      type: textParam(search, 'company_type'),
      country: textParam(search, 'country'),
      address: textParam(search, 'address', 1000),
      countryId,
    },
    purposeId: idParam(search, 'purpose'),
    typeId: idParam(search, 'type'),
  };
}

/** An after-order page of an order: `/order-success?order_id=42`. */
export function orderPagePath(
  path: typeof paths.orderSuccess | typeof paths.paymentSuccess | typeof paths.paymentFail,
  orderId: number,
): string {
  return `${path}?${new URLSearchParams({ order_id: String(orderId) })}`;
}

/**
 * The order an after-order page is about: `order_id`, or `Shp_order` as Robokassa sends the payer
 * back with it; undefined when neither is an id.
 */
export function orderIdFromSearch(search: URLSearchParams): number | undefined {
  return idParam(search, 'order_id') ?? idParam(search, 'Shp_order');
}

/** Why the login page was opened, shown above its forms (spec section 8: auth_required). */
export type LoginMessage = 'auth_required' | 'session_expired';

/** The login page with a message and the page to return to after login. */
export function loginPath(message?: LoginMessage, returnTo?: string, email?: string): string {
  const search = new URLSearchParams();
  if (message) search.set('message', message);
  if (returnTo) search.set('redirect', returnTo);
  // The login form starts with it (the checkout's e-mail that belongs to an account).
  if (email) search.set('email', email);
  return search.size ? `${paths.login}?${search}` : paths.login;
}

/** A `redirect` parameter only ever leads to a page of this shop: a path, never `//host` or a URL. */
export function safeReturnPath(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}
