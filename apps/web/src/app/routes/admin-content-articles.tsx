import { ARTICLE_CATEGORIES } from '@storefront/contract';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AdminPage } from '@/components/back-office/admin-page';
import { RequireAdminRole } from '@/features/back-office/content/components/require-admin-role';
import { ArticleEditor } from '@/features/back-office/content/components/content-editors';
import { ArticlesList } from '@/features/back-office/content/components/content-lists';
import { contentTarget, listPage } from '@/features/back-office/content/utils/content-address';
import { backOfficePaths } from '@/config/back-office-paths';
import { useT } from '@/lib/i18n';

/** `/admin/content/articles?page=N&category=100&q=…`, or `/admin/content/articles/:id`. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = Number(url.searchParams.get('category'));
  const q = url.searchParams.get('q')?.trim().slice(0, 255);
  return {
    filter: {
      page: listPage(url),
      ...((ARTICLE_CATEGORIES as readonly number[]).includes(category) && { category }),
      ...(q && { q }),
    },
    target: contentTarget(params.id),
  };
}

/** News and publications: the list, or one article's editor. */
export function Component() {
  const t = useT();
  const { filter, target } = useLoaderData<typeof loader>();
  return (
    <AdminPage title={target === undefined ? t('AdminContentArticles') : t('AdminContentArticle')}>
      <RequireAdminRole>
        {target === undefined ? (
          <ArticlesList filter={filter} />
        ) : (
          <ArticleEditor
            target={target}
            listPath={backOfficePaths.adminContentArticles}
            path={backOfficePaths.adminContentArticle}
          />
        )}
      </RequireAdminRole>
    </AdminPage>
  );
}
