import { useEffect, useState } from 'react';

/**
 * The index of the last child of `content` that starts above the reading line (children are in page order),
 * or -1. The line is a third of the way down the window: below the sticky header, where reading happens.
 */
function lastIndexAboveReadingLine(content: HTMLElement): number {
  const line = window.innerHeight / 3;
  const children = content.children;
  let low = 0;
  let high = children.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (children[mid]!.getBoundingClientRect().top <= line) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/**
 * A block the table of contents lists (a division or an article): it has an id, and is no paragraph (a
 * paragraph's id is only an anchor that a search hit or a "Cité par" link opens at).
 */
const isTocBlock = (el: Element) => !!el.id && !el.classList.contains('doc-paragraph');

/**
 * The first block with an id that starts on screen (below the sticky header) above the reading line, if any: a jump to an article
 * puts its heading near the top, and a short article's next heading may cross the line too; the reader is
 * at the first of them.
 */
function firstHeadingOnTop(content: HTMLElement, lastAbove: number): Element | null {
  let first: Element | null = null;
  for (let i = lastAbove; i >= 0; i--) {
    const child = content.children[i]!;
    // Under the sticky header (above the block's own scroll margin, where a jump puts it) is not on screen.
    const margin = Number.parseFloat(getComputedStyle(child).scrollMarginTop) || 0;
    if (child.getBoundingClientRect().top < margin - 2) break;
    if (isTocBlock(child)) first = child;
  }
  return first;
}

/**
 * The id of the division or article being read: the one whose block (or whose paragraphs) cross the
 * reading line; null above the text. Measured once per frame while the page scrolls, by a binary search
 * over the rendered blocks (a whole code has thousands).
 */
export function useReadingPosition(content: HTMLElement | null) {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    if (!content) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      // A paragraph is no entry: the entry is the nearest division or article above it.
      const lastAbove = lastIndexAboveReadingLine(content);
      let el =
        lastAbove >= 0 ? (firstHeadingOnTop(content, lastAbove) ?? content.children[lastAbove]!) : null;
      while (el && !isTocBlock(el)) el = el.previousElementSibling;
      setId(el ? el.id : null);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [content]);
  return id;
}
