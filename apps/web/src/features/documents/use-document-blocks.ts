import {
  type DOCUMENT_MAX_WINDOW,
  DOCUMENTS_CLIENT_MESSAGES,
  type DocumentBlock,
  type DocumentDetail,
  COMMON_TEXTS as M,
} from '@lexfaso/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchBlockWindow } from './api';

/**
 * The largest window the API serves (DOCUMENT_MAX_WINDOW). Written out rather than imported: that
 * module of the contracts also declares the search schemas, and importing a value from it would bring
 * zod into the document page. The type keeps the two equal (a change there fails the typecheck here).
 */
const MAX_WINDOW: typeof DOCUMENT_MAX_WINDOW = 500;

/**
 * The blocks of a document as they arrive: a long document comes with its first window only, and the
 * next windows are fetched one at a time, in order, when the page asks (scrolling near the end, a TOC
 * jump or an anchor further on, a search over the whole text). `want` is the number of blocks the
 * page needs; windows are fetched until it is reached.
 */
export function useDocumentBlocks(doc: DocumentDetail) {
  const [blocks, setBlocks] = useState<DocumentBlock[]>(doc.blocks);
  const [want, setWant] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const total = doc.blocksTotal;
  // Only whether more is needed matters: a larger `want` must not restart the request under way.
  const short = !error && blocks.length < Math.min(want, total);

  // A new document (or a new version of it) starts again from its own first window.
  useEffect(() => {
    setBlocks(doc.blocks);
    setWant(0);
    setError(null);
  }, [doc]);

  useEffect(() => {
    if (!short) return;
    const controller = new AbortController();
    fetchBlockWindow(doc, blocks.length, MAX_WINDOW, controller.signal)
      .then((page) => {
        // A window of another version of the text (edited meanwhile) would not fit: stop there.
        if (page.blocksTotal === total && page.blocks.length > 0)
          setBlocks((current) => (current.length === page.from ? [...current, ...page.blocks] : current));
        else setError(DOCUMENTS_CLIENT_MESSAGES.changed);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof Error ? e.message : M.server);
      });
    // Only one request at a time: a change of document or of position aborts the previous one.
    return () => controller.abort();
  }, [short, blocks.length, total, doc]);

  /** Asks for at least `count` blocks (clamped to the total). */
  const need = useCallback((count: number) => setWant((w) => Math.max(w, count)), []);
  const needAll = useCallback(() => setWant(Number.MAX_SAFE_INTEGER), []);

  return { blocks, total, complete: blocks.length >= total, need, needAll, error };
}
