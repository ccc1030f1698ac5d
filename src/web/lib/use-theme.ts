/**
 * useTheme(): { theme: 'light' | 'dark', toggleTheme(), setTheme(theme) }.
 * Kept in localStorage under 'theme'; without a saved choice it follows the system preference.
 * The `dark` class on <html> is set before first paint by public/theme-init.js and kept in
 * step here.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { storedPreference } from './stored-preference';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

const systemTheme = (): Theme =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export const themeStore = storedPreference<Theme>(
  THEME_KEY,
  ['light', 'dark'],
  systemTheme,
  applyTheme,
);

function subscribe(listener: () => void) {
  const media =
    typeof window.matchMedia === 'function'
      ? window.matchMedia('(prefers-color-scheme: dark)')
      : null;
  const onSystemChange = () => {
    applyTheme(themeStore.get());
    listener();
  };
  media?.addEventListener('change', onSystemChange);
  const off = themeStore.subscribe(listener);
  return () => {
    media?.removeEventListener('change', onSystemChange);
    off();
  };
}

export function useTheme() {
  // Prerendered pages (decision 0018) are drawn light; the browser's first render corrects them.
  const theme = useSyncExternalStore(subscribe, themeStore.get, () => 'light' as const);
  const setTheme = useCallback((next: Theme) => themeStore.set(next), []);
  const toggleTheme = useCallback(
    () => themeStore.set(themeStore.get() === 'dark' ? 'light' : 'dark'),
    [],
  );
  return { theme, setTheme, toggleTheme };
}
