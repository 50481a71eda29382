import { StaticPage } from '@/features/content/components/static-page';
import { useSettings } from '@/lib/settings/get-settings';

/** /about: the static page with the link 'about'; its breadcrumb is named in the route table. */
export function Component() {
  const { settings } = useSettings();
  return <StaticPage link="about" siteName={settings.sitename} />;
}
