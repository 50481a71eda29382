import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AdminPage } from '@/components/back-office/admin-page';
import { RequireAdminRole } from '@/features/back-office/content/components/require-admin-role';
import { FaqEditor } from '@/features/back-office/content/components/content-editors';
import { FaqList } from '@/features/back-office/content/components/content-lists';
import { contentTarget } from '@/features/back-office/content/utils/content-address';
import { backOfficePaths } from '@/config/back-office-paths';
import { useT } from '@/lib/i18n';

/** `/admin/content/faq?page=N`, or `/admin/content/faq/:id` (`new` for a new entry). */
export function loader({ params }: LoaderFunctionArgs) {
  return { target: contentTarget(params.id) };
}

/** The FAQ: the list, or one entry's editor. */
export function Component() {
  const t = useT();
  const { target } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title={target === undefined ? t('AdminContentFaq') : t('AdminContentFaqEntry')}
      back={
        target === undefined
          ? undefined
          : { to: backOfficePaths.adminContentFaq, label: t('AdminContentFaq') }
      }
    >
      <RequireAdminRole>
        {target === undefined ? (
          <FaqList />
        ) : (
          <FaqEditor target={target} path={backOfficePaths.adminContentFaqEntry} />
        )}
      </RequireAdminRole>
    </AdminPage>
  );
}
