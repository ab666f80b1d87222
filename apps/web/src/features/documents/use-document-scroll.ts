import type { DocumentBlock } from '@lexfaso/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Which blocks are rendered (`visible`, whole chunks at a time) and the scrolling to a block: a match, a
 * TOC entry, or the #anchor of the URL, which may lie in a window not loaded yet (windows are then fetched
 * one after the other until it is there).
 */
export function useDocumentScroll({
  blocks,
  chunk,
  complete,
  blocksError,
  need,
}: {
  blocks: DocumentBlock[];
  chunk: number;
  complete: boolean;
  blocksError: string | null;
  need: (count: number) => void;
}) {
  const location = useLocation();
  const [visible, setVisible] = useState<number>(chunk);
  const [scrollTarget, setScrollTarget] = useState<{
    selector: string;
    index: number;
    align: ScrollLogicalPosition;
  } | null>(null);
  const [pendingAnchor, setPendingAnchor] = useState<string | null>(null);
  const blockIndex = useMemo(() => new Map(blocks.map((b, i) => [b.id, i])), [blocks]);
  const loaded = blocks.length;

  /**
   * Renders up to the block (whole chunks), then scrolls to it once it is in the page: a search hit to the
   * middle of the screen, an article or a division (`start`) to the top, where reading starts.
   */
  const reveal = useCallback(
    (index: number, selector: string, align: ScrollLogicalPosition = 'center') => {
      setVisible((v) => Math.max(v, Math.ceil((index + 1) / chunk) * chunk));
      setScrollTarget({ selector, index, align });
    },
    [chunk],
  );

  useEffect(() => {
    if (!scrollTarget) return;
    const el = document.querySelector(scrollTarget.selector);
    if (el) {
      el.scrollIntoView({ block: scrollTarget.align });
      setScrollTarget(null);
    }
  });

  useEffect(() => {
    if (!pendingAnchor) return;
    const index = blockIndex.get(pendingAnchor);
    if (index !== undefined) {
      setPendingAnchor(null);
      reveal(index, `#${CSS.escape(pendingAnchor)}`, 'start');
    } else if (complete || blocksError) setPendingAnchor(null);
    else need(blockIndex.size + 1);
  }, [pendingAnchor, blockIndex, complete, blocksError, reveal, need]);

  // A link to #article-12 opens there.
  useEffect(() => {
    const anchor = decodeURIComponent(location.hash.replace(/^#/, ''));
    if (anchor) setPendingAnchor(anchor);
  }, [location.hash]);

  // Keep a window ahead of what is rendered, so scrolling rarely waits for the network.
  useEffect(() => {
    if (visible + 2 * chunk > loaded) need(visible + 2 * chunk);
  }, [visible, chunk, loaded, need]);

  return {
    visible,
    /** One chunk more, over loaded blocks only: the sentinel waits for the next window otherwise. */
    showMore: (total: number) => setVisible((v) => (v < loaded ? Math.min(total, v + chunk) : v)),
    reveal,
    jumpTo: setPendingAnchor,
  };
}
