import { useSearchParams } from 'react-router';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { PageMeta } from '@/components/page/page-meta';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useArticles } from '../api/get-articles';
import { ARTICLES_PAGE_SIZE, type ArticleList, pageFromSearch } from '../utils/article-lists';
import { ArticleCard } from './article-card';
import { EmptyState, PageHeader } from './page-header';
import { Pagination } from '@/components/pagination/pagination';
import styles from './article-list-page.module.css';

/** News or publications: one page of cards (the page is `?page=N` in the URL) and the page links. */
export function ArticleListPage({ list, siteName }: { list: ArticleList; siteName: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const articles = useArticles({ categoryId: list.categoryId, page, pageSize: ARTICLES_PAGE_SIZE });

  const title = t(list.titleKey);
  const intro = t(list.introKey);
  const count = articles.data?.articles.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / ARTICLES_PAGE_SIZE));
  const hrefFor = (n: number) => (n <= 1 ? list.listPath : `${list.listPath}?page=${n}`);

  let content;
  if (articles.isError) {
    content = <ErrorState error={articles.error} onRetry={() => void articles.refetch()} t={t} />;
  } else if (!articles.data) {
    content = <Loader label={t('Loading')} />;
  } else if (articles.data.articles.list.length === 0) {
    content = (
      <EmptyState message={count === 0 ? t('NoArticles') : t('PageIsEmpty')}>
        {count > 0 ? (
          <Link className="button button-secondary" to={list.listPath}>
            {t('GoToFirstPage')}
          </Link>
        ) : null}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <ul
          className={styles.grid}
          aria-busy={articles.isPlaceholderData}
          data-stale={articles.isPlaceholderData}
        >
          {articles.data.articles.list.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} href={list.articlePath(article.path)} lang={lang} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} t={t} />
      </>
    );
  }

  return (
    <div className="container page">
      <PageMeta
        title={page > 1 && page <= pageCount ? `${title} — ${t('PageOf', page, pageCount)}` : title}
        description={intro}
        siteName={siteName}
        query={page > 1 ? `?page=${page}` : undefined}
      />
      <PageHeader title={title} intro={intro} />
      {content}
    </div>
  );
}
