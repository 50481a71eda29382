import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AdminPage } from '@/components/back-office/admin-page';
import { RequireAdminRole } from '@/features/back-office/content/components/require-admin-role';
import { ArticleEditor } from '@/features/back-office/content/components/content-editors';
import { ArticlesList } from '@/features/back-office/content/components/content-lists';
import { contentTarget } from '@/features/back-office/content/utils/content-address';
import { backOfficePaths } from '@/config/back-office-paths';
import { useT } from '@/lib/i18n';

/** `/admin/content/articles?page=N&category=100&q=…`, or `/admin/content/articles/:id`. */
export function loader({ params }: LoaderFunctionArgs) {
  return { target: contentTarget(params.id) };
}

/** News and publications: the list, or one article's editor. */
export function Component() {
  const t = useT();
  const { target } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title={target === undefined ? t('AdminContentArticles') : t('AdminContentArticle')}
      back={
        target === undefined
          ? undefined
          : { to: backOfficePaths.adminContentArticles, label: t('AdminContentArticles') }
      }
    >
      <RequireAdminRole>
        {target === undefined ? (
          <ArticlesList />
        ) : (
          <ArticleEditor target={target} path={backOfficePaths.adminContentArticle} />
        )}
      </RequireAdminRole>
    </AdminPage>
  );
}
