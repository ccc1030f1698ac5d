import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';

afterEach(() => cleanup());

/*
 * A worker runs its test files one after another in one happy-dom window, keeping the libraries
 * it imported (React, Testing Library, MSW…): vite.config.ts, the 'web' project's `isolate:
 * false`. This file runs again before each test file; when a file ends, what it left is wiped,
 * so the next one starts as in a fresh worker:
 * - the app's own modules are evaluated afresh by the next file (vi.resetModules), and with them
 *   every piece of module state: the stored preferences, the outbox, the caches, i18n's loaded
 *   languages. No module has to remember to reset itself.
 * - the window's storage, cookies and document (the <html> attributes the theme, the hand and
 *   the language set, whatever was left in <head> and <body>) and its address;
 * - stubbed globals and environment variables, mocks (vitest restores these itself) and timers.
 * A file that mocks a module (vi.mock) cannot share modules: it goes in 'web-own-modules'.
 */
afterAll(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  const html = document.documentElement;
  for (const { name } of [...html.attributes]) html.removeAttribute(name);
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
});

// Node's BroadcastChannel reaches every worker of the test run, where a browser's reaches only
// one origin's tabs: each test file gets channels of its own, so one file's sign-in (announced
// to the other tabs, data/session) is not heard by another file's. (The class is replaced on the
// global, not stubbed: some files unstub their own globals after each test.)
type Channel = typeof BroadcastChannel & { native?: typeof BroadcastChannel };
const NativeChannel =
  (globalThis.BroadcastChannel as Channel).native ?? globalThis.BroadcastChannel;
const ownChannels = Math.random().toString(36).slice(2);
globalThis.BroadcastChannel = class extends NativeChannel {
  static native = NativeChannel;
  constructor(name: string) {
    super(`${name}:${ownChannels}`);
  }
};

// The app's language for component tests: English, from its compiled catalogue as the app loads
// it (decision 0040), so every part renders the specification's words.
await activateLocale('en');
