/**
 * useInertBehind(): a ref callback for an open dialog or menu. While the element is mounted,
 * everything outside it is `inert`: no focus, no pointer, not in the accessibility tree, not found
 * by find-in-page. Radix hides the page with aria-hidden and blocks the pointer on its own, which
 * leaves the hidden page's buttons and links focusable; `inert` takes them out of reach too.
 *
 * The elements made inert are the siblings of the element and of each of its ancestors up to
 * <body> (so the app's root and any other portal, not the dialog's own portal). A count per
 * element lets dialogs nest: an element stays inert until every open dialog that marked it has
 * closed, and an element that was inert before is left as it was.
 */
import { useCallback, useRef } from 'react';

const marks = new WeakMap<Element, number>();

function inertOutside(node: Element): () => void {
  const marked: Element[] = [];
  for (let el: Element = node; el.parentElement && el !== document.body; el = el.parentElement) {
    for (const sibling of el.parentElement.children) {
      if (sibling === el) continue;
      const count = marks.get(sibling) ?? 0;
      if (count === 0 && sibling.hasAttribute('inert')) continue;
      marks.set(sibling, count + 1);
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
  }
  return () => {
    for (const el of marked) {
      const count = (marks.get(el) ?? 1) - 1;
      marks.set(el, count);
      if (count === 0) el.removeAttribute('inert');
    }
  };
}

export function useInertBehind(): (node: HTMLElement | null) => void {
  const undo = useRef<(() => void) | null>(null);
  // Radix passes the ref on through its own ref callbacks: it is called with the element when it
  // mounts and with null when it unmounts.
  return useCallback((node: HTMLElement | null) => {
    undo.current?.();
    undo.current = node ? inertOutside(node) : null;
  }, []);
}
