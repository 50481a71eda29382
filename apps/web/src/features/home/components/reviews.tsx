import { formatDate } from '@storefront/contract';
import { useState } from 'react';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useReviews } from '../api/get-reviews';
import { HomeSection } from './home-section';
import { RatingStars } from './rating-stars';
import styles from './reviews.module.css';

/** How many reviews show before 'show all'. */
const FIRST_REVIEWS = 3;

export function Reviews() {
  const t = useT();
  const { lang } = useLanguage();
  const reviews = useReviews();
  const [showAll, setShowAll] = useState(false);
  const list = reviews.data?.reviews ?? [];
  const shown = showAll ? list : list.slice(0, FIRST_REVIEWS);
  if (reviews.data && list.length === 0) return null;
  return (
    <HomeSection title={t('ReviewsTitle')} tone="tinted">
      {reviews.isError ? (
        <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} t={t} />
      ) : !reviews.data ? (
        <Loader label={t('Loading')} />
      ) : (
        <>
          <ul className={styles.grid}>
            {shown.map((review) => (
              <li key={review.id} className={styles.card}>
                <figure className={styles.figure}>
                  <RatingStars rating={review.rating} label={t('ReviewRating', review.rating)} />
                  <blockquote className={styles.quote}>
                    <p>{review.text}</p>
                  </blockquote>
                  <figcaption className={styles.caption}>
                    <span className={styles.author}>{review.author}</span>
                    <span className={styles.company}>{review.company}</span>
                    <time className={styles.date} dateTime={review.date}>
                      {formatDate(review.date, lang)}
                    </time>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          {list.length > FIRST_REVIEWS && !showAll ? (
            <div className={styles.more}>
              <button type="button" className="button button-secondary" onClick={() => setShowAll(true)}>
                {t('ShowAll')} ({list.length})
              </button>
            </div>
          ) : null}
        </>
      )}
    </HomeSection>
  );
}
