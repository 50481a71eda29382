import { Link } from '@/components/link/link';
import type { Translate } from '@/lib/i18n';
import styles from './pagination.module.css';

type PageSlot = number | 'gap';

/** The page numbers to show: the first, the last, and the current one with its neighbours; gaps between. */
export function pageSlots(page: number, pageCount: number): PageSlot[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) slots.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) slots.push('gap');
    slots.push(n);
  }
  return slots;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of a page: the list's path with `?page=N`. */
  hrefFor: (page: number) => string;
  t: Translate;
}

/**
 * Previous, the page numbers, next; the current page is marked for assistive technology. A step
 * that leads nowhere (previous on the first page) stays for the layout but is hidden from it.
 */
export function Pagination({ page, pageCount, hrefFor, t }: PaginationProps) {
  if (pageCount <= 1) return null;
  const previous = page > 1 ? Math.min(page - 1, pageCount) : undefined;
  const next = page < pageCount ? page + 1 : undefined;

  return (
    <nav className={styles.nav} aria-label={t('Pagination')}>
      <ul className={styles.list}>
        <li>
          <StepLink
            to={previous === undefined ? undefined : hrefFor(previous)}
            direction="previous"
            label={t('PreviousPage')}
          />
        </li>
        {pageSlots(Math.min(page, pageCount), pageCount).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={hrefFor(slot)}
                className={styles.number}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={t('PageOf', slot, pageCount)}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink
            to={next === undefined ? undefined : hrefFor(next)}
            direction="next"
            label={t('NextPage')}
          />
        </li>
      </ul>
    </nav>
  );
}

function StepLink({
  to,
  direction,
  label,
}: {
  to: string | undefined;
  direction: 'previous' | 'next';
  label: string;
}) {
  const arrow = (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      aria-hidden="true"
      className={styles.arrow}
      data-direction={direction}
    >
      <path
        d="M12.5 4.5 7 10l5.5 5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
  const content =
    direction === 'previous' ? (
      <>
        {arrow}
        <span className={styles.stepLabel}>{label}</span>
      </>
    ) : (
      <>
        <span className={styles.stepLabel}>{label}</span>
        {arrow}
      </>
    );
  if (to === undefined) {
    return (
      <span className={styles.step} data-disabled="true" aria-hidden="true">
        {content}
      </span>
    );
  }
  return (
    <Link to={to} className={styles.step} rel={direction === 'previous' ? 'prev' : 'next'}>
      {content}
    </Link>
  );
}
