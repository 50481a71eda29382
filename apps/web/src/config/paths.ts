/** Every path of the app in one place; routes and links use these, never string literals. */
export const paths = {
  home: '/',
  about: '/about',
  page: (link: string) => `/page/${encodeURIComponent(link)}`,
  country: (linkSef: string) => `/country/${encodeURIComponent(linkSef)}`,
  faq: '/faq',
  foreignRegisters: '/foreign-registers',
  tariffs: '/tariffs',
  tariff: (linkSef: string) => `/tariffs/${encodeURIComponent(linkSef)}`,
  materials: '/materials',
  news: '/materials/news',
  newsArticle: (path: string) => `/materials/news/${encodeURIComponent(path)}`,
  publications: '/materials/publications',
  publication: (path: string) => `/materials/publications/${encodeURIComponent(path)}`,
  search: '/search',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
  accountProfile: '/account/profile',
  accountLegalEntities: '/account/yurlitsa',
  accountDocuments: '/account/documents',
  accountOrders: '/account/products',
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
