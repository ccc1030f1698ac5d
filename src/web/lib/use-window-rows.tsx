/**
 * useWindowRows: renders only the rows of a long list near the screen (the page scrolls, not the
 * list), with spacers above and below that keep the page's height and the scroll bar true.
 * Lists of up to VIRTUAL_FROM rows render whole, as before. A wrapper around a list's existing
 * row rendering:
 *   const { attach, before, after, visible, rowProps, rowKey } = useWindowRows<HTMLTableSectionElement>(
 *     discs.length,
 *     { estimate: 56, spacer: (h) => <tr aria-hidden="true"><td colSpan={9} style={{ height: h }} /></tr> },
 *   );
 *   <tbody ref={attach}>
 *     {before}
 *     {visible(discs).map((disc, i) => <tr key={rowKey(i, disc.id)} {...rowProps(i)}>…</tr>)}
 *     {after}
 *   </tbody>
 * Keyboard: Tab moves row by row as before; the rows just past the screen are always rendered
 * (overscan, 3 each side), and focusing one scrolls the page, which renders the next ones.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useServerDrawing } from './prerendering';

/** How tall a screen the first rows of a long list are drawn for on the server, in px. */
const SERVER_SCREEN_HEIGHT = 1200;

/** From this many rows on, a list renders only what is near the screen. */
export const VIRTUAL_FROM = 60;

export interface WindowRowsOptions {
  /** A row's usual height in px (rows are measured once rendered). */
  estimate: number;
  /** Space between rows in px (a list with space-y-3 has 12). */
  gap?: number;
  /** An empty row of the list's kind (a <tr>, an <li>) that is `height` px high. */
  spacer: (height: number) => ReactNode;
}

export function useWindowRows<E extends HTMLElement>(
  count: number,
  { estimate, gap = 0, spacer }: WindowRowsOptions,
) {
  const enabled = count >= VIRTUAL_FROM;
  const serverDrawing = useServerDrawing();
  const [list, attach] = useState<E | null>(null);
  // Where the list starts on the page (the virtualizer counts from the top of the document),
  // measured again whenever the page's layout changes above it.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    if (!list || !enabled) return;
    const measure = () => setOffset(Math.round(list.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list, enabled]);
  const virtualizer = useWindowVirtualizer({
    count,
    enabled,
    estimateSize: () => estimate,
    gap,
    // Rows rendered past each edge of the screen: the one Tab reaches next and a wheel step
    // (about 100 px). Every rendered row is made again on a sort, so more cost each sort
    // (a 500-disc bag: 10 rows each side made a sort render 16-35 rows, not 9-21).
    overscan: 3,
    scrollMargin: offset,
    // Drawn on the server (decision 0034) there is no window to measure: the first rows are drawn
    // as for a tall screen, and the spacer after them keeps the page's height. The app's hydration
    // of that page draws the same rows first, then those of its own screen.
    ...(serverDrawing ? { initialRect: { width: 0, height: SERVER_SCREEN_HEIGHT } } : {}),
  });

  if (!enabled) {
    return {
      attach,
      before: null,
      after: null,
      visible: <T,>(items: readonly T[]) => items,
      rowProps: (_i: number) => ({}),
      rowKey: (_i: number, id: string) => id,
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  // The spacer stands for the rows it replaces and the gaps between them, less the one gap that
  // the list's own spacing already puts between it and the next row.
  const before = first && first.index > 0 ? first.start - offset - gap : 0;
  const after =
    last && last.index < count - 1 ? virtualizer.getTotalSize() - (last.end - offset) - gap : 0;
  return {
    attach,
    before: before > 0 ? spacer(before) : null,
    after: after > 0 ? spacer(after) : null,
    visible: <T,>(all: readonly T[]) =>
      first && last ? all.slice(first.index, last.index + 1) : [],
    rowProps: (i: number) => ({
      ref: virtualizer.measureElement,
      'data-index': (first?.index ?? 0) + i,
    }),
    // A windowed row is keyed by its place in the list, not by its item: after a sort the rows
    // on screen keep their elements and only their contents change, instead of every row being
    // removed and made again (a 500-disc bag).
    rowKey: (i: number, _id: string) => `row-${(first?.index ?? 0) + i}`,
  };
}
