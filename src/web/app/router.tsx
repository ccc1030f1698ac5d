/**
 * The route table. Every screen is a lazy chunk; the guards and the root layout are in the
 * entry bundle so the first paint is the loading placeholder, never the wrong page.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { routePatterns } from '../lib/paths';
import { PublicOnly, RequireAuth } from './guards';
import { RootLayout } from './root-layout';

type Screen = Promise<{ default: ComponentType }>;
const screen = (load: () => Screen) => () => load().then((m) => ({ Component: m.default }));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { index: true, lazy: screen(() => import('../routes/landing')) },
          { path: routePatterns.login, lazy: screen(() => import('../routes/login')) },
          { path: routePatterns.signup, lazy: screen(() => import('../routes/signup')) },
        ],
      },
      { path: routePatterns.resetPassword, lazy: screen(() => import('../routes/reset-password')) },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: screen(() => import('./app-layout')),
            children: [
              { path: routePatterns.home, lazy: screen(() => import('../routes/home')) },
              { path: routePatterns.discs, lazy: screen(() => import('../routes/discs')) },
              { path: routePatterns.bags, lazy: screen(() => import('../routes/bags')) },
              { path: routePatterns.bag, lazy: screen(() => import('../routes/bag-detail')) },
              { path: routePatterns.wishlist, lazy: screen(() => import('../routes/wishlist')) },
              { path: routePatterns.archive, lazy: screen(() => import('../routes/archive')) },
              { path: routePatterns.compare, lazy: screen(() => import('../routes/compare')) },
            ],
          },
        ],
      },
      { path: '*', lazy: screen(() => import('../routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
