import type { SiteSettings, SocialLinks } from '@storefront/contract';
import type { Organization, WithContext } from 'schema-dts';
import { absoluteUrl, SCHEMA_CONTEXT } from './json-ld';

/** The shop's own node: the Organization block names it, and articles point at it as their publisher. */
const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** The shop as an Organization, from the settings answer: what the header and footer show. */
export function organization(
  settings: Pick<SiteSettings, 'sitename' | 'logo' | 'phone' | 'email' | 'address'>,
  social: SocialLinks,
  siteUrl: string,
): WithContext<Organization> {
  const profiles = Object.values(social).filter((link): link is string => Boolean(link));
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: settings.sitename,
    url: absoluteUrl('/', siteUrl),
    ...(settings.logo && { logo: absoluteUrl(settings.logo, siteUrl) }),
    ...(settings.phone && { telephone: settings.phone }),
    ...(settings.email && { email: settings.email }),
    ...(settings.address && { address: settings.address }),
    ...((settings.phone || settings.email) && {
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        ...(settings.phone && { telephone: settings.phone }),
        ...(settings.email && { email: settings.email }),
      },
    }),
    ...(profiles.length > 0 && { sameAs: profiles }),
  };
}

/** The shop as what it published names it: the same node as its Organization block. */
export function shopReference(siteName: string, siteUrl: string): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: siteName,
    url: absoluteUrl('/', siteUrl),
  };
}
