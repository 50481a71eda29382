import { ARTICLE_CATEGORY } from '@storefront/contract';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { PageMeta } from '@/components/page/page-meta';
import { StructuredData } from '@/components/structured-data/structured-data';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { articleData } from '@/lib/structured-data/article';
import { useArticle } from '../api/get-article';
import type { ArticleList } from '../utils/article-lists';
import { ArticleView } from './article-view';
import { ContentNotFound } from './content-not-found';
import { addressIn } from '@/lib/page-addresses';

/**
 * One article of a list. An article exists under one list only: a news path opened under
 * publications (or the other way round) is as unknown as a path that does not exist.
 */
export function ArticlePage({ path, list, siteName }: { path: string; list: ArticleList; siteName: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const article = useArticle(path);
  const wrongList = article.data && article.data.articles.current.category_id !== list.categoryId;

  let content;
  if (article.data === null || wrongList) {
    content = (
      <ContentNotFound t={t} siteName={siteName} back={{ to: list.listPath, label: t('BackToList') }} />
    );
  } else if (article.isError) {
    content = <ErrorState error={article.error} onRetry={() => void article.refetch()} t={t} />;
  } else if (!article.data) {
    content = <Loader label={t('Loading')} />;
  } else {
    const { current } = article.data.articles;
    content = (
      <>
        <PageMeta
          title={current.title}
          description={current.meta_description || current.intro}
          siteName={siteName}
        />
        <StructuredData
          build={(siteUrl) =>
            articleData(
              current,
              {
                kind: list.categoryId === ARTICLE_CATEGORY.news ? 'NewsArticle' : 'Article',
                pagePath: addressIn(lang, list.articlePath(current.path)),
                siteName,
              },
              siteUrl,
            )
          }
        />
        <ArticleView article={article.data.articles} list={list} lang={lang} t={t} />
      </>
    );
  }

  return <div className="container page">{content}</div>;
}
