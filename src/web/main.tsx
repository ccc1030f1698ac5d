import './lib/zod-config';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoutes } from './app/router';
import { isLocale } from '../core/i18n/locales';
import { activateLocale, deviceLocale, i18n, keepOnDevice, startingLocale } from './i18n/i18n';
import { prerenderedPage, serverData } from './lib/prerendering';
import './styles.css';

const root = document.getElementById('root')!;
/** Calls `then` once its page is on screen (after the commit that put it there). */
function Shown({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}
/** The page on screen is the live app's from now on: its buttons work. */
const live = () => {
  delete root.dataset.prerendered;
  root.inert = false;
};
// Every chunk the page needs is asked for at once. A page the server prerendered stays on screen
// until they are all in, then React replaces it with the same page in one go; the attribute goes
// once the live page is in place (its buttons work from then on). A public page (decision 0018)
// is replaced at once; a signed-in page's frame (decision 0021), inert until then, once the session
// is known too, so the replacement is the page itself and not "Loading…"; a signed-in page the
// server drew with the player's data, the same way.
//
// The first render, replacing or hydrating, is a transition (decision 0036): React makes the page
// in slices of a few milliseconds between which the browser stays free to answer the player, and
// puts it on screen in one commit at the end (the prerendered page stays until then).
const prerendered = prerenderedPage();
// The device's choice of language goes to the server again (its `lang` cookie), which draws the
// next page in it (decision 0040), should the cookie have gone.
const device = deviceLocale();
if (device) keepOnDevice(device);
// The language's catalogue (decision 0040) is fetched beside the page's chunks, never after them.
const language = activateLocale(startingLocale()).catch(() => activateLocale('en'));
const chunks = Promise.all([preloadRoutes(window.location.pathname), language]);
/** The app, calling `then` once it is on screen. */
const app = (then: () => void) => (
  <StrictMode>
    <Shown then={then}>
      <App />
    </Shown>
  </StrictMode>
);
const render = (then: () => void) => startTransition(() => createRoot(root).render(app(then)));
const replace = () => {
  // A visitor who already put the caret in a field of the prerendered page (read-only until now)
  // keeps it there: the same field of the live page takes the focus.
  const focused = document.activeElement;
  const field = focused instanceof HTMLInputElement && root.contains(focused) ? focused.name : '';
  render(() => {
    live();
    if (field) root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(field)}"]`)?.focus();
  });
};
/**
 * A signed-in page the server drew for this player with their data (decision 0034) is hydrated,
 * not replaced: React takes over the nodes on screen in slices of work instead of making them
 * again in one long task. Its first render is the server's (the same cache; what depends on the
 * window, such as the screen's width, starts from its server value: lib/prerendering's
 * useServerDrawing), and the parts that differ render again afterwards.
 */
const hydrate = () => {
  // The style attributes travel as data (the CSP refuses them in markup; server/http/
  // signed-in-pages.ts): set from script, where the CSP allows them, before React takes over.
  for (const element of root.querySelectorAll<HTMLElement>('[data-style]')) {
    element.style.cssText = element.dataset.style ?? '';
    delete element.dataset.style;
  }
  startTransition(() => {
    hydrateRoot(root, app(live), {
      // A part the server drew differently from the player's first render (a preference kept
      // on this device, such as the chart's hand or units) is drawn again by React on the
      // client, as before hydration: said, but not an error the page shows or reports.
      onRecoverableError: (error) => console.warn('Hydration drew a part again:', error),
    });
  });
};
if (prerendered === null) void language.then(() => render(live));
else if (prerendered === 'public') void chunks.then(replace);
else
  void chunks
    .then(() => import('./app/root-layout'))
    .then(async (layout) => {
      // A page the server drew with the player's data (decision 0034) carries that data: the
      // cache takes it first, so the live page draws the same screen and does not ask again.
      const data = serverData();
      const seeded = data ? layout.seedFromServer(data) : false;
      const session = await layout.sessionSettled();
      // The account's language comes first (decision 0040; i18n/use-account-locale does the
      // same after a render): taken before the first render, so that it is the server's, which
      // drew the page in it.
      const kept = session?.locale;
      if (isLocale(kept) && kept !== i18n.locale) {
        await activateLocale(kept);
        keepOnDevice(kept);
      }
      // Hydrated only when the app's first render is the page on screen: the same player, with
      // the data it was drawn with (not after a sign-out kept offline, for instance), in the
      // language it was drawn in.
      return (
        seeded &&
        session !== null &&
        session.id === data?.player &&
        i18n.locale === (data.locale ?? 'en')
      );
    })
    // Without its chunk the app shows what it can (the lazy screen's error), as on any page.
    .catch(() => false)
    .then((same) => (same ? hydrate() : replace()));

// The service worker (offline reading, installability) is registered from a chunk of its own once
// the first screen has had its turn: it never enlarges or delays it. Not on the 'load' event,
// which waits for every disc picture, and a picture's host that does not answer holds it back.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // Its chunk cannot load when the network went away since the page did: the worker that
  // controls this page (if any) carries on, and the next load registers.
  const register = () =>
    void import('./app/register-sw').then(
      (m) => m.registerServiceWorker(),
      () => console.warn('Service worker not registered: its script could not be loaded'),
    );
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 3000 });
  else setTimeout(register, 1000);
}
