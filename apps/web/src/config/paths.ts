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
