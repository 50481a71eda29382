import { ARTICLE_CATEGORY } from '@storefront/contract';
import { paths } from '@/config/paths';

/** The two article lists under /materials (spec section 2) and what each needs to know about itself. */
export interface ArticleList {
  categoryId: number;
  /** The list's own path, and the path of one of its articles. */
  listPath: string;
  articlePath: (path: string) => string;
  /** Dictionary keys of the list's heading and its introduction (also the meta description). */
  titleKey: string;
  introKey: string;
}

export const articleLists = {
  news: {
    categoryId: ARTICLE_CATEGORY.news,
    listPath: paths.news,
    articlePath: paths.newsArticle,
    titleKey: 'News',
    introKey: 'NewsIntro',
  },
  publications: {
    categoryId: ARTICLE_CATEGORY.publication,
    listPath: paths.publications,
    articlePath: paths.publication,
    titleKey: 'Publications',
    introKey: 'PublicationsIntro',
  },
} as const satisfies Record<string, ArticleList>;

/** Articles per list page: three rows of three cards on a desktop. */
export const ARTICLES_PAGE_SIZE = 9;

/** `?page=N` read leniently: anything that is not a whole number from 1 up means the first page. */
export function pageFromSearch(search: URLSearchParams): number {
  const value = search.get('page');
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
