import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';

/** Shown while the first page's code loads (React Router's hydrate fallback). */
export function RouteLoader() {
  const t = useT();
  return <Loader label={t('Loading')} fullPage />;
}
