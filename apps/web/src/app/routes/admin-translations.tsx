import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { translationsSearchOf } from '@/features/back-office/site/api/get-translations';
import { AdminPage } from '@/components/back-office/admin-page';
import { TranslationsEditor } from '@/features/back-office/site/components/translations-editor';
import { useT } from '@/lib/i18n';

/** The search the address asks for (`?q=…&missing=1&page=2`), read once per navigation. */
export function loader({ request }: LoaderFunctionArgs) {
  return translationsSearchOf(new URL(request.url).searchParams);
}

/** /admin/translations: every key of the shop's dictionary in both languages (administrators). */
export function Component() {
  const t = useT();
  const search = useLoaderData<typeof loader>();
  return (
    <AdminPage title={t('AdminTexts')} lead={t('AdminTextsLead')}>
      <TranslationsEditor search={search} />
    </AdminPage>
  );
}
