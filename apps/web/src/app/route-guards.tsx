import { type ReactNode, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { loginPath, paths, safeReturnPath } from '@/config/paths';
import { useAuthKey, useSession } from '@/lib/session/use-session';
import { sessionEndedOnPurpose } from '@/lib/session/token';

/** The pages only a signed-out visitor may open (spec section 2). */
const GUEST_ONLY_PATHS: readonly string[] = [
  paths.login,
  paths.forgotPassword,
  paths.resetPassword,
  paths.confirmEmail,
];

export const isGuestOnlyPath = (pathname: string) => GUEST_ONLY_PATHS.includes(pathname.replace(/\/$/, ''));

/**
 * A protected page opened signed out goes to /login?message=auth_required, remembering the page
 * asked for (spec section 2). Settings are already loaded: the app renders nothing before them.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authKey = useAuthKey();
  const [openedSignedIn] = useState(authKey !== null);
  const { pathname, search, hash } = useLocation();
  if (!authKey) {
    // The user logged out here: home, not the login page.
    if (openedSignedIn && sessionEndedOnPurpose()) return <Navigate to={paths.home} replace />;
    return <Navigate to={loginPath('auth_required', `${pathname}${search}${hash}`)} replace />;
  }
  return <>{children}</>;
}

/**
 * The login, forgot-password and reset-password pages: a signed-in user is sent on, to the page
 * the login was for when there is one, else to their own place: the back-office for staff, the
 * account for a customer.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { authKey, user } = useSession();
  const [search] = useSearchParams();
  if (authKey) {
    const wanted = safeReturnPath(search.get('redirect'));
    const home = user?.staff ? paths.admin : paths.account;
    const target =
      wanted && !isGuestOnlyPath(new URL(wanted, window.location.origin).pathname) ? wanted : home;
    return <Navigate to={target} replace />;
  }
  return <>{children}</>;
}
