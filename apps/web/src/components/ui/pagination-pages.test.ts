import { describe, expect, it } from 'vitest';
import { getPageItems, getPageWindow } from './pagination-pages';

describe('getPageItems', () => {
  it('shows first, last and two neighbours each side, with ellipses for the gaps', () => {
    expect(getPageItems(6, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 20]);
  });
  it('shows the one page of a gap instead of an ellipsis', () => {
    expect(getPageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(getPageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('clamps the current page and handles tiny totals', () => {
    expect(getPageItems(99, 3)).toEqual([1, 2, 3]);
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(1, 0)).toEqual([]);
  });
});

describe('getPageWindow', () => {
  it('slides a window of at most `max` pages around the current one', () => {
    expect(getPageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(getPageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(getPageWindow(2, 3, 5)).toEqual([1, 2, 3]);
  });
});
