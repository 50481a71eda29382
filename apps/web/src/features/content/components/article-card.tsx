import { type ArticleListItem, formatDate } from '@storefront/contract';
import { Link } from '@/components/link/link';
import { toServerUrl } from '@/lib/html';
import styles from './article-card.module.css';

/** One article in a list: image, date, title (the link, stretched over the card) and intro. */
export function ArticleCard({
  article,
  href,
  lang,
}: {
  article: ArticleListItem;
  href: string;
  lang: string;
}) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {article.image ? (
          <img
            src={toServerUrl(article.image)}
            alt=""
            width={1200}
            height={630}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <time className={styles.date} dateTime={article.date}>
          {formatDate(article.date, lang)}
        </time>
        <h2 className={styles.title}>
          <Link to={href} className={styles.link}>
            {article.title}
          </Link>
        </h2>
        {article.intro ? <p className={styles.intro}>{article.intro}</p> : null}
      </div>
    </article>
  );
}
