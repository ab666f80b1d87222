import { describe, expect, it } from 'vitest';
import { getPageItems, getPageWindow } from './pagination-pages';

describe('getPageItems', () => {
  it('shows first, last and two neighbours each side, with ellipses for the gaps', () => {
    expect(getPageItems(6, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 20]);
  });
});
