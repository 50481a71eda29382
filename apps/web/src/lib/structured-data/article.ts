import type { Article as ContentArticle } from '@storefront/contract';
import type { Article, NewsArticle, WithContext } from 'schema-dts';
import { absoluteUrl, SCHEMA_CONTEXT } from './json-ld';
import { shopReference } from './organization';

/**
 * An article as NewsArticle (news) or Article (publications), written and published by the shop.
 * The API gives no date of a later change, so there is no dateModified.
 */
export function articleData(
  article: Pick<ContentArticle, 'title' | 'date' | 'image' | 'intro' | 'meta_description'>,
  { kind, pagePath, siteName }: { kind: 'NewsArticle' | 'Article'; pagePath: string; siteName: string },
  siteUrl: string,
): WithContext<NewsArticle> | WithContext<Article> {
  const shop = shopReference(siteName, siteUrl);
  const description = article.meta_description || article.intro;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': kind,
    headline: article.title,
    datePublished: article.date,
    mainEntityOfPage: absoluteUrl(pagePath, siteUrl),
    ...(article.image && { image: [absoluteUrl(article.image, siteUrl)] }),
    ...(description && { description }),
    author: shop,
    publisher: shop,
  };
}
