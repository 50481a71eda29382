import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AdminPage } from '@/components/back-office/admin-page';
import { RequireAdminRole } from '@/features/back-office/content/components/require-admin-role';
import { PageEditor } from '@/features/back-office/content/components/content-editors';
import { PagesList } from '@/features/back-office/content/components/content-lists';
import { contentTarget } from '@/features/back-office/content/utils/content-address';
import { backOfficePaths } from '@/config/back-office-paths';
import { useT } from '@/lib/i18n';

/** `/admin/content/pages?page=N`, or `/admin/content/pages/:id` (`new` for a new page). */
export function loader({ params }: LoaderFunctionArgs) {
  return { target: contentTarget(params.id) };
}

/** The static pages: the list, or one page's editor. */
export function Component() {
  const t = useT();
  const { target } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title={target === undefined ? t('AdminContentPages') : t('AdminContentPage')}
      back={
        target === undefined
          ? undefined
          : { to: backOfficePaths.adminContentPages, label: t('AdminContentPages') }
      }
    >
      <RequireAdminRole>
        {target === undefined ? (
          <PagesList />
        ) : (
          <PageEditor target={target} path={backOfficePaths.adminContentPage} />
        )}
      </RequireAdminRole>
    </AdminPage>
  );
}
