import type { ReactNode } from 'react';
import { type Params, type UIMatch, useMatches } from 'react-router';
import { Link } from '@/components/link/link';
import { StructuredData } from '@/components/structured-data/structured-data';
import { handleOf } from '@/lib/route-handle';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { breadcrumbList } from '@/lib/structured-data/breadcrumb-list';
import styles from './breadcrumbs.module.css';
import { addressIn } from '@/lib/page-addresses';
import { useLanguage } from '@/lib/language';

/** Each crumb's title; undefined while its data loads. */
type Titles = readonly (string | undefined)[];

interface TitlesProps {
  matches: readonly UIMatch[];
  /** The titles of the crumbs read so far, in order. */
  titles: Titles;
  children: (titles: Titles) => ReactNode;
}

/**
 * The crumbs' titles, read one crumb at a time by a component of its own (a hook-named crumb
 * stays the same hook for its route, so hook order is stable), then handed on all together.
 */
function CrumbTitles({ matches, titles, children }: TitlesProps) {
  const match = matches[titles.length];
  if (!match) return children(titles);
  const crumb = handleOf(match)!.crumb!;
  return 'titleKey' in crumb ? (
    <KeyTitle key={match.id} titleKey={crumb.titleKey} matches={matches} titles={titles}>
      {children}
    </KeyTitle>
  ) : (
    <HookTitle key={match.id} useTitle={crumb.useTitle} matches={matches} titles={titles}>
      {children}
    </HookTitle>
  );
}

function KeyTitle({ titleKey, titles, ...rest }: TitlesProps & { titleKey: string }) {
  const t = useT();
  return <CrumbTitles {...rest} titles={[...titles, t(titleKey)]} />;
}

function HookTitle({
  useTitle,
  titles,
  ...rest
}: TitlesProps & { useTitle: (params: Readonly<Params>) => string | undefined }) {
  const title = useTitle(rest.matches[titles.length]!.params);
  return <CrumbTitles {...rest} titles={[...titles, title]} />;
}

/**
 * Home, then the parents, then the current page, from the matched routes' handles (spec section 2),
 * and the same trail as structured data once every title is known.
 */
export function Breadcrumbs() {
  const t = useT();
  const { lang } = useLanguage();
  const matches = useMatches().filter((match) => handleOf(match)?.crumb);
  if (matches.length === 0) return null;
  return (
    <CrumbTitles matches={matches} titles={[]}>
      {(titles) => (
        <>
          <nav aria-label={t('Breadcrumbs')} className={styles.nav}>
            <ol className={styles.list}>
              <li className={styles.item}>
                <Link to={paths.home}>{t('Home')}</Link>
              </li>
              {matches.map((match, index) => {
                const title = titles[index] ?? '…';
                return (
                  <li key={match.id} className={styles.item}>
                    {index === matches.length - 1 ? (
                      <span aria-current="page">{title}</span>
                    ) : (
                      <Link to={match.pathname}>{title}</Link>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
          {titles.every((title) => title !== undefined) ? (
            <StructuredData
              build={(siteUrl) =>
                breadcrumbList(
                  [
                    { name: t('Home'), path: addressIn(lang, paths.home) },
                    ...matches.map((match, index) => ({
                      name: titles[index]!,
                      path: addressIn(lang, match.pathname),
                    })),
                  ],
                  siteUrl,
                )
              }
            />
          ) : null}
        </>
      )}
    </CrumbTitles>
  );
}
