import styles from './rating-stars.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars, `rating` of them filled; one image to screen readers, named by `label`. */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {STARS.map((star) => (
        <svg
          key={star}
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          className={star <= rating ? styles.filled : styles.empty}
        >
          <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
        </svg>
      ))}
    </span>
  );
}
