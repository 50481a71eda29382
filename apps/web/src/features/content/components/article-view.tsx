import { formatDate } from '@storefront/contract';
import { Link } from '@/components/link/link';
import { paths } from '@/config/paths';
import { toServerUrl } from '@/lib/html';
import type { Translate } from '@/lib/i18n';
import type { ArticleAnswer } from '../api/get-article';
import type { ArticleList } from '../utils/article-lists';
import { HtmlContent } from './html-content';
import styles from './article-view.module.css';

interface ArticleViewProps {
  article: ArticleAnswer['articles'];
  list: ArticleList;
  lang: string;
  t: Translate;
}

/** The shared article view of news and publications: the article, its country, and the latest others. */
export function ArticleView({
  article: { current, country, recent_list: recent },
  list,
  lang,
  t,
}: ArticleViewProps) {
  return (
    <div className={styles.layout}>
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{current.title}</h1>
          <div className={styles.meta}>
            <time dateTime={current.date}>{t('PublishedAt', formatDate(current.date, lang))}</time>
            {country ? (
              <Link to={paths.country(country.link_sef)} className={styles.country}>
                <span className={styles.countryCode} aria-hidden="true">
                  {country.code}
                </span>
                <span>
                  <span className="visually-hidden">{t('Country')}: </span>
                  {country.text}
                </span>
              </Link>
            ) : null}
          </div>
        </header>
        {current.image ? (
          <img className={styles.image} src={toServerUrl(current.image)} alt="" width={1200} height={630} />
        ) : null}
        {current.intro ? <p className={styles.intro}>{current.intro}</p> : null}
        <HtmlContent html={current.body} />
        <footer className={styles.footer}>
          <Link to={list.listPath} className={styles.back}>
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
              <path
                d="M12.5 4.5 7 10l5.5 5.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('BackToList')}
          </Link>
        </footer>
      </article>
      {recent.length > 0 ? (
        <section className={styles.recent} aria-labelledby="recent-articles">
          <h2 id="recent-articles" className={styles.recentTitle}>
            {t('RecentArticles')}
          </h2>
          <ul className={styles.recentList}>
            {recent.map((item) => (
              <li key={item.id} className={styles.recentItem}>
                <Link to={list.articlePath(item.path)} className={styles.recentLink}>
                  {item.title}
                </Link>
                <time dateTime={item.date} className={styles.recentDate}>
                  {formatDate(item.date, lang)}
                </time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
