import { SEARCH } from '@lexfaso/contracts';

type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page list of public-area.md §9: first, last, and `neighbours` pages each side of
 * the current one, with ellipses for the gaps. A gap of a single page shows that page
 * instead of an ellipsis. Example (current 6 of 20): 1 … 4 5 6 7 8 … 20.
 */
export function getPageItems(
  current: number,
  total: number,
  neighbours: number = SEARCH.paginationNeighbours,
) {
  if (total <= 0) return [] as PageItem[];
  const page = Math.min(Math.max(1, current), total);
  const from = Math.max(2, page - neighbours);
  const to = Math.min(total - 1, page + neighbours);
  const items: PageItem[] = [1];
  if (from === 3) items.push(2);
  else if (from > 3) items.push('ellipsis-start');
  for (let p = from; p <= to; p++) items.push(p);
  if (to === total - 2) items.push(total - 1);
  else if (to < total - 2) items.push('ellipsis-end');
  if (total > 1) items.push(total);
  return items;
}

/** A sliding window of at most `max` page numbers around the current one (news list: 5). */
export function getPageWindow(current: number, total: number, max: number): number[] {
  if (total <= 0) return [];
  const size = Math.min(max, total);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
