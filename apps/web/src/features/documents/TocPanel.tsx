import type { TocEntry } from '@lexfaso/contracts';
import { useId } from 'react';

/** Table of contents and in-document search; results cycle with wraparound. */
export function TocPanel({
  toc,
  onJump,
  query,
  onQueryChange,
  count,
  capped,
  current,
  onNext,
  onPrevious,
  tooShort,
}: {
  toc: TocEntry[];
  onJump: (id: string) => void;
  query: string;
  onQueryChange: (q: string) => void;
  count: number;
  capped: boolean;
  current: number;
  onNext: () => void;
  onPrevious: () => void;
  tooShort: boolean;
}) {
  const id = useId();
  return (
    <div className="toc-panel">
      <div className="toc-search" role="search">
        <label htmlFor={`${id}-find`} className="toc-panel__title">
          Rechercher dans le document
        </label>
        <input
          id={`${id}-find`}
          type="search"
          className="input"
          value={query}
          placeholder="Mot, expression, n° d'article…"
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
                ? 'Au moins 2 caractères'
                : count === 0
                  ? 'Aucun résultat'
                  : `${current + 1} / ${count}${capped ? '+' : ''}`}
          </span>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={onPrevious}
            disabled={count === 0}
            aria-label="Résultat précédent"
          >
            ↑
          </button>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={onNext}
            disabled={count === 0}
            aria-label="Résultat suivant"
          >
            ↓
          </button>
        </div>
      </div>
      {toc.length > 0 && (
        <nav aria-label="Table des matières" className="toc">
          <p className="toc-panel__title">Table des matières</p>
          <ol className="toc__list">
            {toc.map((e) => (
              <li
                key={e.id}
                className={`toc__item toc__item--${e.kind}`}
                style={{ paddingLeft: `${(e.level - 1) * 0.75}rem` }}
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
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>
  );
}
