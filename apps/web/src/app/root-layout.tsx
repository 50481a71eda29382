import { Outlet, ScrollRestoration } from 'react-router';

/**
 * The root of every route: scroll to the top on each navigation, and back and forward restore
 * the position they left (React Router's ScrollRestoration).
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
