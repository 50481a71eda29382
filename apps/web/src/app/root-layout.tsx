import { useState } from 'react';
import { type Location, Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { DemoBanner } from '@/components/demo-banner/demo-banner';
import { isRefusedAutoLogin, useAutoLogin } from '@/features/auth/api/auto-login';
import { loginPath } from '@/config/paths';
import { isGuestOnlyPath } from './route-guards';

/**
 * Positions are kept per history entry. A document opened afresh (an address typed, a payment
 * page's redirect back) has no entry key yet ('default' for every one of them), so it is kept by
 * its address instead: /payment-fail, opened by the sandbox's redirect, otherwise got the position
 * the checkout page had been left at.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/**
 * The root of every route: the demo's banner, scroll to the top on each navigation, and back and forward restore
 * the position they left (React Router's ScrollRestoration). A refused auto-login goes to /login
 * once (spec section 2), with the page that was opened to come back to; a visitor already on a
 * login, forgot or reset page (say, following a mailed reset link) stays there.
 */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  const autoLogin = useAutoLogin();
  const [handled, setHandled] = useState(false);
  const onLoginPage = isGuestOnlyPath(pathname);
  const toLogin = isRefusedAutoLogin(autoLogin.error) && !handled;
  // Once on a login page the refusal is dealt with: leaving that page later does not come back.
  if (toLogin && onLoginPage) setHandled(true);
  if (toLogin && !onLoginPage) {
    return <Navigate to={loginPath('session_expired', `${pathname}${search}${hash}`)} replace />;
  }
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <DemoBanner />
      <Outlet />
    </>
  );
}
