/**
 * The route table, the one part of the app in the entry bundle with the loading placeholder.
 * Every screen, the guards and the root layout (with TanStack Query) are lazy chunks. The app
 * uses react-router's declarative routes (useRoutes), not its data router: the app loads its
 * data with TanStack Query, and the data router's code was a third of the first download
 * (BENCHMARKS.md, history: initial JavaScript). What the data router did for lazy routes is
 * done here:
 * - every chunk a page needs is asked for at once at start (preloadRoutes), not one level after
 *   the other as each layout renders;
 * - until a chunk is in, the loading placeholder shows (a Suspense boundary per lazy route), so
 *   the wrong page never flashes; a later navigation keeps the current page until the next is in
 *   (react-router navigates in a transition).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { routePatterns } from '../lib/paths';

type Module = { default: ComponentType };

/** A route element loaded on demand; `handle.preload` asks for its chunk ahead of rendering. */
function lazyRoute(load: () => Promise<Module>): Pick<RouteObject, 'element' | 'handle'> {
  let chunk: Promise<Module> | undefined;
  const preload = () => (chunk ??= load());
  const Component = lazy(preload);
  return {
    element: (
      <Suspense fallback={<PageLoader />}>
        <Component />
      </Suspense>
    ),
    handle: { preload },
  };
}

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyRoute(() => load().then((m) => ({ default: m[name] })));

export const routes: RouteObject[] = [
  {
    ...named(() => import('./root-layout'), 'RootLayout'),
    children: [
      {
        ...named(() => import('./guards'), 'PublicOnly'),
        children: [
          { index: true, ...lazyRoute(() => import('../routes/landing')) },
          { path: routePatterns.login, ...lazyRoute(() => import('../routes/login')) },
          { path: routePatterns.signup, ...lazyRoute(() => import('../routes/signup')) },
        ],
      },
      {
        path: routePatterns.resetPassword,
        ...lazyRoute(() => import('../routes/reset-password')),
      },
      {
        ...named(() => import('./guards'), 'RequireAuth'),
        children: [
          {
            ...lazyRoute(() => import('./app-layout')),
            children: [
              { path: routePatterns.home, ...lazyRoute(() => import('../routes/home')) },
              { path: routePatterns.discs, ...lazyRoute(() => import('../routes/discs')) },
              { path: routePatterns.bags, ...lazyRoute(() => import('../routes/bags')) },
              { path: routePatterns.bag, ...lazyRoute(() => import('../routes/bag-detail')) },
              { path: routePatterns.wishlist, ...lazyRoute(() => import('../routes/wishlist')) },
              { path: routePatterns.archive, ...lazyRoute(() => import('../routes/archive')) },
              { path: routePatterns.compare, ...lazyRoute(() => import('../routes/compare')) },
            ],
          },
        ],
      },
      // A shared bag: public, signed in or not (docs/decisions/0015).
      { path: routePatterns.sharedBag, ...lazyRoute(() => import('../routes/shared-bag')) },
      { path: '*', ...lazyRoute(() => import('../routes/not-found')) },
    ],
  },
];

/** Asks at once for every chunk the page at `pathname` needs (layouts, guard and screen). */
export function preloadRoutes(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    void (match.route.handle as { preload?: () => Promise<Module> } | undefined)?.preload?.();
  }
}

export function AppRoutes() {
  return useRoutes(routes);
}
