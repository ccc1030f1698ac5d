/** The root route: scroll restoration between screens (the session lives in the query cache). */
import { Outlet, ScrollRestoration } from 'react-router';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
