import type { BreadcrumbList, WithContext } from 'schema-dts';
import { absoluteUrl, SCHEMA_CONTEXT } from './json-ld';

/** One crumb as the breadcrumbs show it: its title and the path it links to. */
export interface CrumbLink {
  name: string;
  path: string;
}

/** The breadcrumbs' trail, home first, each crumb at its absolute URL. */
export function breadcrumbList(crumbs: readonly CrumbLink[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}
