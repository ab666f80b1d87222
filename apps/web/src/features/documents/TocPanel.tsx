import { LAW_TEXTS as LAW, DOCUMENT_TOC_TEXTS as T, type TocEntry } from '@lexfaso/contracts';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { FavoriteStar } from '@/components/favorites/favorites';

/**
 * A whole code has over 14,000 entries: rendered at once they block the main thread for a second or
 * more. They are rendered a slice at a time instead, one slice per idle period (or frame), so the
 * text shows first and the page stays responsive; every entry is in the page within a moment.
 */
const SLICE = 200;
const NO_ENTRIES: TocEntry[] = [];

type Idle = (cb: () => void) => number;
const whenIdle: Idle = (cb) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(cb, { timeout: 200 })
    : window.setTimeout(cb, 16);
const cancelIdle = (handle: number) =>
  typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(handle) : clearTimeout(handle);

/** How many entries of `toc` to render: one slice, then one more per idle period; again for a new toc. */
function useProgressiveCount(toc: TocEntry[]) {
  const [state, setState] = useState({ toc, count: SLICE });
  if (state.toc !== toc) setState({ toc, count: SLICE });
  const { count } = state;
  useEffect(() => {
    if (count >= toc.length) return;
    const handle = whenIdle(() => setState((s) => ({ ...s, count: s.count + SLICE })));
    return () => cancelIdle(handle);
  }, [count, toc]);
  return Math.min(count, toc.length);
}

/** One slice of entries: memoised, so a new slice does not render the earlier ones again. */
const TocSlice = memo(function TocSlice({
  toc,
  start,
  end,
  onJump,
  documentId,
}: {
  toc: TocEntry[];
  start: number;
  end: number;
  onJump: (id: string) => void;
  /** The document read: its articles' entries get their favourite star. */
  documentId?: number;
}) {
  return (
    <>
      {toc.slice(start, end).map((e) => (
        // The indent is a class (levels 1 to 8) rather than an inline style: thousands of entries.
        <li
          key={e.id}
          className={`toc__item toc__item--${e.kind} toc__item--l${Math.min(Math.max(e.level, 1), 8)}${
            e.status === 'abroge' ? ' toc__item--repealed' : ''
          }`}
        >
          <a
            href={`#${e.id}`}
            onClick={(ev) => {
              ev.preventDefault();
              onJump(e.id);
            }}
          >
            {e.label}
            {e.heading && e.kind !== 'article' ? ` — ${e.heading}` : ''}
            {e.status === 'abroge' && <span className="toc__status"> ({LAW.repealed.toLowerCase()})</span>}
            {e.status === 'modifie' && <span className="toc__status"> ({LAW.modified.toLowerCase()})</span>}
          </a>
          {e.kind === 'article' && documentId !== undefined && (
            <FavoriteStar documentId={documentId} articleId={e.id} name={e.label} className="toc__star" />
          )}
        </li>
      ))}
    </>
  );
});

/**
 * Marks the entry of `readingAt` (aria-current) and scrolls the panel, not the page, to keep it in view.
 * Done on the links themselves: the entries are rendered in memoised slices, thousands of them, and a
 * change of position must not render them again. `shown` (entries rendered) lets a late entry catch up.
 */
function useFollowReading(list: HTMLOListElement | null, readingAt: string | null, shown: number) {
  useEffect(() => {
    if (!list) return;
    const link = readingAt ? list.querySelector(`a[href="#${CSS.escape(readingAt)}"]`) : null;
    const previous = list.querySelector('a[aria-current]');
    if (previous && previous !== link) previous.removeAttribute('aria-current');
    if (!link || shown === 0) return;
    link.setAttribute('aria-current', 'location');
    const panel = list.closest('.document-aside');
    if (!panel) return;
    const at = link.getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    if (at.top < box.top || at.bottom > box.bottom) panel.scrollTop += at.top - box.top - box.height / 3;
  }, [list, readingAt, shown]);
}

/**
 * Table of contents and in-document search; results cycle with wraparound. `toc` is null while a long
 * document's table is on its way (or failed: `tocError`); `tocTotal` says whether there is one at all.
 */
export function TocPanel({
  toc,
  tocTotal,
  tocError,
  onRetryToc,
  onJump,
  query,
  onQueryChange,
  count,
  capped,
  current,
  onNext,
  onPrevious,
  tooShort,
  showToc,
  readingAt,
  documentId,
}: {
  toc: TocEntry[] | null;
  tocTotal: number;
  tocError: string | null;
  onRetryToc: () => void;
  onJump: (id: string) => void;
  query: string;
  onQueryChange: (q: string) => void;
  count: number;
  capped: boolean;
  current: number;
  onNext: () => void;
  onPrevious: () => void;
  tooShort: boolean;
  /** False while the panel is hidden (narrow screens, panel closed): the entries wait until it opens. */
  showToc: boolean;
  /** The id of the division or article being read: its entry is marked and kept in view. */
  readingAt: string | null;
  documentId?: number;
}) {
  const id = useId();
  const entries = showToc && toc ? toc : NO_ENTRIES;
  const shown = useProgressiveCount(entries);
  // A stable callback for the memoised slices.
  const onJumpRef = useRef(onJump);
  onJumpRef.current = onJump;
  const [jump] = useState(() => (entryId: string) => onJumpRef.current(entryId));
  const [list, setList] = useState<HTMLOListElement | null>(null);
  useFollowReading(list, readingAt, shown);
  return (
    <div className="toc-panel">
      <div className="toc-search" role="search">
        <label htmlFor={`${id}-find`} className="toc-panel__title">
          {T.find}
        </label>
        <input
          id={`${id}-find`}
          type="search"
          className="input"
          value={query}
          placeholder={T.findPlaceholder}
          onChange={(e) => onQueryChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (e.shiftKey) onPrevious();
              else onNext();
            }
          }}
        />
        <div className="toc-search__nav">
          <span className="toc-search__count" aria-live="polite">
            {query.trim() === ''
              ? ''
              : tooShort
                ? T.tooShort
                : count === 0
                  ? T.noMatch
                  : `${current + 1} / ${count}${capped ? '+' : ''}`}
          </span>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={onPrevious}
            disabled={count === 0}
            aria-label={T.previous}
          >
            ↑
          </button>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={onNext}
            disabled={count === 0}
            aria-label={T.next}
          >
            ↓
          </button>
        </div>
      </div>
      {tocTotal > 0 && (
        <nav aria-label={T.toc} className="toc">
          <p className="toc-panel__title">{T.toc}</p>
          {tocError !== null ? (
            <div className="toc__status" role="alert">
              <p>
                {T.tocUnavailable}
                {tocError}
              </p>
              <button type="button" className="btn btn--outline btn--sm" onClick={onRetryToc}>
                {T.retry}
              </button>
            </div>
          ) : toc === null ? (
            showToc && (
              <p className="toc__status" aria-live="polite">
                {T.tocLoading}
              </p>
            )
          ) : (
            // Busy while slices are still to come.
            <ol ref={setList} className="toc__list" aria-busy={shown < entries.length}>
              {Array.from({ length: Math.ceil(shown / SLICE) }, (_, i) => (
                <TocSlice
                  key={i}
                  toc={entries}
                  start={i * SLICE}
                  end={Math.min(shown, (i + 1) * SLICE)}
                  onJump={jump}
                  documentId={documentId}
                />
              ))}
            </ol>
          )}
        </nav>
      )}
    </div>
  );
}
