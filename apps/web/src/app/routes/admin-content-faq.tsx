import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AdminPage } from '@/components/back-office/admin-page';
import { RequireAdminRole } from '@/features/back-office/content/components/require-admin-role';
import { FaqEditor } from '@/features/back-office/content/components/content-editors';
import { FaqList } from '@/features/back-office/content/components/content-lists';
import { contentTarget, listPage } from '@/features/back-office/content/utils/content-address';
import { backOfficePaths } from '@/config/back-office-paths';
import { useT } from '@/lib/i18n';

/** `/admin/content/faq?page=N`, or `/admin/content/faq/:id` (`new` for a new entry). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return { page: listPage(new URL(request.url)), target: contentTarget(params.id) };
}

/** The FAQ: the list, or one entry's editor. */
export function Component() {
  const t = useT();
  const { page, target } = useLoaderData<typeof loader>();
  return (
    <AdminPage title={target === undefined ? t('AdminContentFaq') : t('AdminContentFaqEntry')}>
      <RequireAdminRole>
        {target === undefined ? (
          <FaqList page={page} />
        ) : (
          <FaqEditor
            target={target}
            listPath={backOfficePaths.adminContentFaq}
            path={backOfficePaths.adminContentFaqEntry}
          />
        )}
      </RequireAdminRole>
    </AdminPage>
  );
}
