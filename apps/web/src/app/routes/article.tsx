import { useQuery } from '@tanstack/react-query';
import { type Params, useMatch, useParams } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { getArticleQueryOptions } from '@/features/content/api/get-article';
import { ArticlePage } from '@/features/content/components/article-page';
import { type ArticleList, articleLists } from '@/features/content/utils/article-lists';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';

/** The list this article route sits under: /materials/news/:id or /materials/publications/:id. */
function useArticleList(): ArticleList {
  const underPublications = useMatch({ path: articleLists.publications.listPath, end: false });
  return underPublications ? articleLists.publications : articleLists.news;
}

/** The crumb: the article's title from the page's own query; not-found when it is unknown or in the other list. */
function useArticleTitle(params: Readonly<Params>): string | undefined {
  const t = useT();
  const { lang } = useLanguage();
  const list = useArticleList();
  const article = useQuery(getArticleQueryOptions(params.id ?? '', lang));
  if (article.data === null) return t('PageNotFound');
  const current = article.data?.articles.current;
  if (!current) return undefined;
  return current.category_id === list.categoryId ? current.title : t('PageNotFound');
}

export const handle: RouteHandle = { crumb: { useTitle: useArticleTitle }, serverRender: true };

/** The one article view shared by news and publications (spec section 2). */
export function Component() {
  const { id = '' } = useParams();
  const list = useArticleList();
  const { settings } = useSettings();
  return <ArticlePage path={id} list={list} siteName={settings.sitename} />;
}
