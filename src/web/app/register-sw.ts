/**
 * Registers the service worker (built by vite-plugin-pwa, see vite.config.ts). Loaded with a
 * dynamic import after the first render (main.tsx), so it adds nothing to the first screen's
 * JavaScript; it registers at once rather than waiting for the page's 'load' event.
 * A new version waits until the player takes the update prompt (components/update-prompt).
 */
import { registerSW } from 'virtual:pwa-register';
import { offerAppUpdate } from '../lib/app-update';

export function registerServiceWorker() {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => offerAppUpdate(() => void update(true)),
    onRegisterError: (err: unknown) => console.warn('Service worker registration failed', err),
  });
}
