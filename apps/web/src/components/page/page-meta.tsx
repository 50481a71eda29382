import { useLocation } from 'react-router';
import { useLanguage } from '@/lib/language';
import { pageAddresses } from '@/lib/page-addresses';
import { siteUrl } from '@/lib/site-url';

/**
 * The page's <title>, meta description and addresses. React 19 hoists these into <head>, and the
 * last rendered page wins, so each route sets its own in the current language. A page that is
 * not there (`indexed={false}`: an unknown address, article or country) names no addresses and
 * asks not to be indexed.
 */
export function PageMeta({
  title,
  description,
  siteName,
  query,
  indexed = true,
}: {
  title: string;
  description: string;
  siteName: string;
  /** The query that names what the page shows (`?page=2` of a list): its addresses keep it. */
  query?: string;
  indexed?: boolean;
}) {
  const fullTitle = title && title !== siteName ? `${title} — ${siteName}` : siteName;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {indexed ? <AddressLinks query={query ?? ''} /> : <meta name="robots" content="noindex" />}
    </>
  );
}

/**
 * The canonical address and each language's (ADR 070), absolute under the shop's public address;
 * the same on the server and in the browser, which then keeps the server's elements as they are.
 */
function AddressLinks({ query }: { query: string }) {
  // Under a language's prefix the router's location is the rest of the address.
  const { pathname } = useLocation();
  const { lang } = useLanguage();
  const site = siteUrl();
  if (!site) return null;
  const { canonical, alternates } = pageAddresses(site, lang, `${pathname}${query}`);
  return (
    <>
      <link rel="canonical" href={canonical} />
      {alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
    </>
  );
}
