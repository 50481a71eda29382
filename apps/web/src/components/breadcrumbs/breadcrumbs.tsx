import { type UIMatch, useMatches } from 'react-router';
import { Link } from '@/components/link/link';
import { handleOf, type RouteHandle } from '@/lib/route-handle';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import styles from './breadcrumbs.module.css';

type Crumb = NonNullable<RouteHandle['crumb']>;

/** One crumb; a hook-named crumb stays the same hook for its route, so hook order is stable. */
function CrumbTitle({ crumb, match }: { crumb: Crumb; match: UIMatch }) {
  const t = useT();
  if ('titleKey' in crumb) return <>{t(crumb.titleKey)}</>;
  return <DataTitle useTitle={crumb.useTitle} match={match} />;
}

function DataTitle({
  useTitle,
  match,
}: {
  useTitle: (params: UIMatch['params']) => string | undefined;
  match: UIMatch;
}) {
  const title = useTitle(match.params);
  return <>{title ?? '…'}</>;
}

/** Home, then the parents, then the current page, from the matched routes' handles (spec section 2). */
export function Breadcrumbs() {
  const t = useT();
  const matches = useMatches().filter((match) => handleOf(match)?.crumb);
  if (matches.length === 0) return null;
  return (
    <nav aria-label={t('Breadcrumbs')} className={styles.nav}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to={paths.home}>{t('Home')}</Link>
        </li>
        {matches.map((match, index) => {
          const crumb = handleOf(match)!.crumb!;
          const last = index === matches.length - 1;
          return (
            <li key={match.id} className={styles.item}>
              {last ? (
                <span aria-current="page">
                  <CrumbTitle crumb={crumb} match={match} />
                </span>
              ) : (
                <Link to={match.pathname}>
                  <CrumbTitle crumb={crumb} match={match} />
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
