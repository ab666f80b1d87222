import type { DocumentBlock } from '@lexfaso/contracts';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { IndexedMatch } from './DocumentBlocks';
import {
  displayedTerms,
  findMatches,
  foldBlocks,
  type Match,
  MIN_TERM_LENGTH,
  searchTerms,
} from './in-document-search';

/**
 * The in-document search, prefilled with the words of the search that led here (`q`, as written). A search
 * covers the whole text: `needAll` has the windows not loaded yet fetched in the background. Each new
 * search shows its first hit: `show(index)` once it is found (the first hit at or after `startBlock()`, the
 * block the page opened at, for the search of `q`).
 */
export function useDocumentFind({
  q,
  blocks,
  complete,
  needAll,
  show,
  startBlock,
}: {
  q: string;
  blocks: DocumentBlock[];
  complete: boolean;
  needAll: () => void;
  show: (index: number, match: Match) => void;
  /** The block the first hit of `q`'s search is looked for from; null while that block is not loaded. */
  startBlock: () => number | null;
}) {
  const [find, setFind] = useState(() => displayedTerms(q));
  const deferredFind = useDeferredValue(find);
  const terms = useMemo(() => searchTerms(deferredFind), [deferredFind]);
  const termsKey = terms.join(' ');
  useEffect(() => {
    if (terms.length > 0 && !complete) needAll();
  }, [terms, complete, needAll]);
  const folded = useMemo(() => (terms.length > 0 ? foldBlocks(blocks) : []), [blocks, terms]);
  const { matches, capped } = useMemo(() => findMatches(folded, terms), [folded, terms]);
  const [current, setCurrent] = useState(0);
  // The search under way: whether its first hit was shown; `initial` for the search of `q`.
  const [search, setSearch] = useState({ key: termsKey, initial: true, shown: false });
  if (search.key !== termsKey) {
    setSearch({ key: termsKey, initial: false, shown: false });
    setCurrent(0);
  }

  // A new search starts at its first hit, shown as soon as it is found (windows arrive in order, so
  // later ones only add hits after it: `current` then stays where the reader is).
  useEffect(() => {
    if (search.shown || search.key !== termsKey || matches.length === 0) return;
    let index = 0;
    if (search.initial) {
      const from = startBlock();
      if (from === null && !complete) return;
      index = Math.max(0, from === null ? -1 : matches.findIndex((m) => m.block >= from));
    }
    setSearch((s) => ({ ...s, shown: true }));
    setCurrent(index);
    show(index, matches[index]!);
  }, [matches, termsKey, search, complete, show, startBlock]);

  const matchesByBlock = useMemo(() => {
    const map = new Map<number, IndexedMatch[]>();
    matches.forEach((m, index) => {
      const list = map.get(m.block);
      if (list) list.push({ ...m, index });
      else map.set(m.block, [{ ...m, index }]);
    });
    return map;
  }, [matches]);

  /** Goes to hit `next`, wrapping around at both ends. */
  const goTo = useCallback(
    (next: number) => {
      if (matches.length === 0) return;
      const i = (next + matches.length) % matches.length;
      setCurrent(i);
      show(i, matches[i]!);
    },
    [matches, show],
  );

  const trimmed = find.trim();
  return {
    find,
    setFind,
    matches,
    capped,
    current: Math.min(current, Math.max(0, matches.length - 1)),
    goTo,
    matchesByBlock,
    tooShort: trimmed.length > 0 && trimmed.length < MIN_TERM_LENGTH,
  };
}
