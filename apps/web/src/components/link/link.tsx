import type { AnchorHTMLAttributes, CSSProperties, MouseEvent, ReactNode, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

/**
 * The app's links, built on React Router's own link hooks (`useHref`, `useLinkClickHandler`)
 * rather than its `<Link>`: that component carries framework-mode code this SPA never runs (route
 * module prefetching, RSC, view transitions), and as part of the router module it would ride in
 * every page's shell (docs/decisions/043-shell-without-back-office-and-framework-code.md). A link
 * is a real `<a href>`: a modified or middle click, or `target`, opens it as the browser does; a
 * plain click navigates in the app.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** `https://…`, `mailto:…`, `//host/…`: a place outside the app, which the browser opens itself. */
const OUTSIDE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function Link({ to, replace, state, preventScrollReset, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target, preventScrollReset });
  const outside = typeof to === 'string' && OUTSIDE.test(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !outside) navigate(event);
  };
  return <a {...rest} ref={ref} href={outside ? to : href} target={target} onClick={handleClick} />;
}

interface ActiveState {
  isActive: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on this exact path, not on the paths under it. */
  end?: boolean;
  className?: string | ((state: ActiveState) => string | undefined);
  style?: CSSProperties | ((state: ActiveState) => CSSProperties | undefined);
  children?: ReactNode | ((state: ActiveState) => ReactNode);
}

/**
 * A link that knows whether it leads to the current page (or, unless `end`, to a page above it):
 * it is then marked `aria-current="page"` and its class, style and children may say so.
 */
export function NavLink({ end, className, style, children, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(rest.to).pathname;
  const here = pathname.toLowerCase();
  const there = target.toLowerCase();
  const isActive =
    here === there || (!end && there !== '/' && here.startsWith(there.endsWith('/') ? there : `${there}/`));
  const state = { isActive };
  // As React Router's NavLink: a class given as text gets `active` added on the current page.
  const classes =
    typeof className === 'function'
      ? className(state)
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={classes}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
