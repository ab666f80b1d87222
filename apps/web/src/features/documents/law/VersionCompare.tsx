import { type ArticleChange, LAW_TEXTS as T } from '@lexfaso/contracts';
import { diffWords } from 'diff';
import { type ReactNode, useEffect, useRef } from 'react';
import { useVersionCompare } from '../api';

/** The words of one side with what the other side lacks marked: <del> before, <ins> after. */
function diffSide(before: string, after: string, side: 'before' | 'after'): ReactNode[] {
  return diffWords(before, after).flatMap((part, i): ReactNode[] => {
    if (side === 'before' && part.added) return [];
    if (side === 'after' && part.removed) return [];
    if (part.removed)
      return [
        <del key={i} className="diff-removed">
          <span className="visually-hidden">{T.deleted} </span>
          {part.value}
        </del>,
      ];
    if (part.added)
      return [
        <ins key={i} className="diff-added">
          <span className="visually-hidden">{T.inserted} </span>
          {part.value}
        </ins>,
      ];
    return [part.value];
  });
}

const CHANGE_LABEL = { added: T.changeAdded, removed: T.changeRemoved, modified: T.changeModified } as const;

function ChangedArticle({ change }: { change: ArticleChange }) {
  const before = change.before ?? '';
  const after = change.after ?? '';
  return (
    <li className={`compare-article compare-article--${change.change}`}>
      <h4>
        {change.label} <span className="compare-article__change">{CHANGE_LABEL[change.change]}</span>
      </h4>
      <div className="compare-article__sides">
        <div className="compare-article__side">
          <p className="compare-article__side-title">{T.before}</p>
          <p>{change.change === 'added' ? '—' : diffSide(before, after, 'before')}</p>
        </div>
        <div className="compare-article__side">
          <p className="compare-article__side-title">{T.after}</p>
          <p>{change.change === 'removed' ? '—' : diffSide(before, after, 'after')}</p>
        </div>
      </div>
    </li>
  );
}

/** Two versions side by side: the articles that change, with the words added and removed marked. */
export function VersionCompare({
  documentId,
  from,
  to,
  onClose,
}: {
  documentId: number;
  from: number;
  to: number;
  onClose: () => void;
}) {
  const query = useVersionCompare(documentId, from, to);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = query.data;
  useEffect(() => {
    if (data) heading.current?.focus();
  }, [data]);
  if (query.isPending) return <p>{T.compareLoading}</p>;
  if (query.isError || !data) return <p role="alert">{query.error?.message}</p>;
  return (
    <section className="version-compare" aria-labelledby="compare-title">
      <h3 id="compare-title" ref={heading} tabIndex={-1}>
        {T.compareTitle(data.from.label, data.to.label)}
      </h3>
      <p>
        {T.compareCounts(data.counts.added, data.counts.removed, data.counts.modified, data.counts.unchanged)}
      </p>
      <button type="button" className="btn btn--outline btn--sm" onClick={onClose}>
        {T.closeCompare}
      </button>
      {data.articles.length === 0 ? (
        <p>{T.compareNone}</p>
      ) : (
        <ol className="compare-articles">
          {data.articles.map((c) => (
            <ChangedArticle key={`${c.change}-${c.articleId}`} change={c} />
          ))}
        </ol>
      )}
    </section>
  );
}
