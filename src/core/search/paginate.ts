import type { Disc } from '../disc/types';
import { MAX_PAGE_BUTTONS, type QueryResult } from './query';

export interface Pagination {
  /** The requested page clamped to 1..pageCount. */
  page: number;
  /** At least 1, even with no results. */
  pageCount: number;
  /** Slice bounds into the matching list: items.slice(start, end). */
  start: number;
  end: number;
  /** 1-based positions for 'Showing from to to'; both 0 when total is 0. */
  from: number;
  to: number;
}

/** Non-integer, NaN or out-of-range pages are clamped (NaN → 1). */
export function paginate(total: number, page: number, pageSize: number): Pagination {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const count = Math.max(0, Math.floor(total) || 0);
  const pageCount = Math.max(1, Math.ceil(count / size));
  const wanted = Number.isFinite(page) ? Math.floor(page) : page > 0 ? pageCount : 1;
  const current = Math.min(pageCount, Math.max(1, wanted));
  const start = Math.min(count, (current - 1) * size);
  const end = Math.min(count, start + size);
  return { page: current, pageCount, start, end, from: end > start ? start + 1 : 0, to: end };
}

/** Up to `max` consecutive page numbers, centred on the current page and shifted at the edges. */
export function pageWindow(page: number, pageCount: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.max(1, Math.floor(pageCount));
  const size = Math.min(Math.max(1, Math.floor(max)), count);
  const current = Math.min(count, Math.max(1, Math.floor(page) || 1));
  const first = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), count - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}

export function showingText(from: number, to: number, total: number): string {
  return `Showing ${from} to ${to} of ${total} discs`;
}

/** '1 disc found', otherwise '<n> discs found' (including '0 discs found'). */
export function foundText(n: number): string {
  return n === 1 ? '1 disc found' : `${n} discs found`;
}

export function pageOfText(page: number, pageCount: number): string {
  return `Page ${page} of ${pageCount}`;
}

/** One page of matched discs, with the counts and page buttons a result list shows. */
export function resultPage(
  matched: readonly { disc: Disc }[],
  page: number,
  pageSize: number,
): QueryResult {
  const p = paginate(matched.length, page, pageSize);
  return {
    items: matched.slice(p.start, p.end).map((m) => m.disc),
    total: matched.length,
    page: p.page,
    pageCount: p.pageCount,
    from: p.from,
    to: p.to,
    window: pageWindow(p.page, p.pageCount),
  };
}
