import type { DocumentBlock } from '@lexfaso/contracts';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { IndexedMatch } from './DocumentBlocks';
import { findMatches, foldBlocks, MIN_TERM_LENGTH, searchTerms } from './in-document-search';

/**
 * The in-document search, prefilled with the words of the search that led here (`q`). A search covers the
 * whole text: `needAll` has the windows not loaded yet fetched in the background.
 */
export function useDocumentFind(q: string, blocks: DocumentBlock[], complete: boolean, needAll: () => void) {
  const [find, setFind] = useState(() => searchTerms(q).join(' '));
  const deferredFind = useDeferredValue(find);
  const terms = useMemo(() => searchTerms(deferredFind), [deferredFind]);
  useEffect(() => {
    if (terms.length > 0 && !complete) needAll();
  }, [terms, complete, needAll]);
  const folded = useMemo(() => (terms.length > 0 ? foldBlocks(blocks) : []), [blocks, terms]);
  const { matches, capped } = useMemo(() => findMatches(folded, terms), [folded, terms]);
  const [current, setCurrent] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts at its first match
  useEffect(() => setCurrent(0), [matches]);

  const matchesByBlock = useMemo(() => {
    const map = new Map<number, IndexedMatch[]>();
    matches.forEach((m, index) => {
      const list = map.get(m.block);
      if (list) list.push({ ...m, index });
      else map.set(m.block, [{ ...m, index }]);
    });
    return map;
  }, [matches]);

  const trimmed = find.trim();
  return {
    find,
    setFind,
    matches,
    capped,
    current,
    setCurrent,
    matchesByBlock,
    tooShort: trimmed.length > 0 && trimmed.length < MIN_TERM_LENGTH,
  };
}
