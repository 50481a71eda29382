import { useQuery } from '@tanstack/react-query';
import { type Params, useParams } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { getPageQueryOptions } from '@/features/content/api/get-page';
import { StaticPage } from '@/features/content/components/static-page';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';

/** The crumb of /page/:id: the title of the page the route loads (the same query, so no second request). */
function usePageTitle(params: Readonly<Params>): string | undefined {
  const t = useT();
  const { lang } = useLanguage();
  const page = useQuery(getPageQueryOptions(params.id ?? '', lang));
  if (page.data === null) return t('PageNotFound');
  return page.data?.page.title;
}

export const handle: RouteHandle = { crumb: { useTitle: usePageTitle }, serverRender: true };

/** /page/:id: a static page fetched by its link. */
export function Component() {
  const { id = '' } = useParams();
  const { settings } = useSettings();
  return <StaticPage link={id} siteName={settings.sitename} />;
}
