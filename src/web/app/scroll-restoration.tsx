/**
 * <ScrollRestoration/>: what react-router's data router did for scrolling, for the declarative
 * routes. A new address (a link, a redirect, a changed search) starts at the top, or at its
 * #hash; Back and Forward return to where the player was on that entry of the history.
 */
import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Scroll positions by history entry (react-router's location key). */
const positions = new Map<string, number>();
/**
 * The page the browser loaded keeps the place it is at: the top for the shell, or wherever the
 * visitor scrolled a prerendered page (decision 0018) to before the app started.
 */
let firstRender = true;

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // The position of the entry on screen, kept as the player scrolls.
  useEffect(() => {
    const keep = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, [location.key]);

  useLayoutEffect(() => {
    const first = firstRender;
    firstRender = false;
    const saved = navigationType === NavigationType.Pop ? positions.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!first) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
