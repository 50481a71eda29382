import { formatDate } from '@storefront/contract';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useLatestNews } from '../api/get-latest-news';
import { HomeSection } from './home-section';
import styles from './latest-news.module.css';

export function LatestNews() {
  const t = useT();
  const { lang } = useLanguage();
  const news = useLatestNews();
  const allNews = (
    <Link to={paths.news}>
      {t('AllNews')}
      <span aria-hidden="true">{'\u00a0→'}</span>
    </Link>
  );
  return (
    <HomeSection title={t('LatestNews')} action={allNews}>
      {news.isError ? (
        <ErrorState error={news.error} onRetry={() => void news.refetch()} t={t} />
      ) : !news.data ? (
        <Loader label={t('Loading')} />
      ) : news.data.articles.list.length === 0 ? (
        <p className={styles.empty}>{t('NoArticles')}</p>
      ) : (
        <ul className={styles.grid}>
          {news.data.articles.list.map((article) => (
            <li key={article.id} className={`card ${styles.card}`}>
              <img
                src={article.image}
                alt=""
                width={1200}
                height={630}
                loading="lazy"
                className={styles.image}
              />
              <div className={styles.body}>
                <time className={styles.date} dateTime={article.date}>
                  {formatDate(article.date, lang)}
                </time>
                <h3 className={styles.title}>
                  <Link to={paths.newsArticle(article.path)} className={styles.link}>
                    {article.title}
                  </Link>
                </h3>
                <p className={styles.intro}>{article.intro}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
