import { useEffect, useState } from 'react';

/**
 * The last child of `content` that starts above the reading line (children are in page order). The line
 * is a third of the way down the window: below the sticky header and where a jump to an article puts it.
 */
function childAtReadingLine(content: HTMLElement): Element | null {
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
  return found >= 0 ? children[found]! : null;
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
      // Paragraphs carry no id: the entry is the nearest block above that has one.
      let el = childAtReadingLine(content);
      while (el && !el.id) el = el.previousElementSibling;
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
