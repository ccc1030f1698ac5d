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
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { routePatterns } from '../lib/paths';

type Module = { default: ComponentType };

/**
 * A route element loaded on demand; `handle.preload` asks for its chunk ahead of rendering. A
 * screen whose chunk is already in renders at once, without the placeholder: a page the server
 * prerendered (main.tsx) is replaced by the same page, not by "Loading…".
 */
function lazyRoute(load: () => Promise<Module>): Pick<RouteObject, 'element' | 'handle'> {
  let chunk: Promise<Module> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (chunk ??= load().then((m) => {
      loaded = m.default;
      return m;
    }));
  const Lazy = lazy(preload);
  function Screen() {
    // Decided once per mount: switching from Lazy to the loaded component would remount it.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready />;
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy />
      </Suspense>
    );
  }
  return { element: <Screen />, handle: { preload } };
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
              { path: routePatterns.account, ...lazyRoute(() => import('../routes/account')) },
              { path: routePatterns.admin, ...lazyRoute(() => import('../routes/admin')) },
              { path: routePatterns.courses, ...lazyRoute(() => import('../routes/courses')) },
              { path: routePatterns.course, ...lazyRoute(() => import('../routes/course')) },
              {
                path: routePatterns.roundStats,
                ...lazyRoute(() => import('../routes/round-stats')),
              },
              { path: routePatterns.compare, ...lazyRoute(() => import('../routes/compare')) },
              { path: routePatterns.field, ...lazyRoute(() => import('../routes/field')) },
              {
                path: routePatterns.fieldHistory,
                ...lazyRoute(() => import('../routes/throw-history')),
              },
              { path: routePatterns.rounds, ...lazyRoute(() => import('../routes/rounds')) },
              { path: routePatterns.newRound, ...lazyRoute(() => import('../routes/round-new')) },
              { path: routePatterns.round, ...lazyRoute(() => import('../routes/round')) },
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

/**
 * Asks at once for every chunk the page at `pathname` needs (layouts, guard and screen); settles
 * when each has loaded or failed (a failed one is the lazy screen's error to show, not this one's).
 */
export function preloadRoutes(pathname: string): Promise<unknown> {
  const handles = (matchRoutes(routes, pathname) ?? []).map(
    (match) => match.route.handle as { preload?: () => Promise<Module> } | undefined,
  );
  return Promise.allSettled(
    handles.flatMap((handle) => (handle?.preload ? [handle.preload()] : [])),
  );
}

export function AppRoutes() {
  return useRoutes(routes);
}
