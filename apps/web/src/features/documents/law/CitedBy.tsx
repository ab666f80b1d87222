import { type CitationItem, LAW_TEXTS as T } from '@lexfaso/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DecisionLine } from '@/components/DecisionLine';
import { paths } from '@/config/paths';
import { useCitations } from '../api';

/** One text (and article) citing or cited, with the words around the reference. */
export function CitationList({ items }: { items: readonly CitationItem[] }) {
  return (
    <ul className="cited-by__list">
      {items.map((c) => (
        <li key={`${c.document.id}-${c.article?.id ?? ''}`} className="cited-by__item">
          <Link to={paths.document(c.document.id, undefined, c.article?.id)} className="cited-by__link">
            {/* A decision's passage has no label: the decision's reference alone names it. */}
            {c.article?.label ? `${c.article.label} — ` : ''}
            {c.document.reference ?? c.document.title}
          </Link>
          {c.decision && <DecisionLine decision={c.decision} />}
          <p className="cited-by__excerpt">{c.excerpt}</p>
        </li>
      ))}
    </ul>
  );
}

/** The list behind "Cité par N", asked for once opened (a code has thousands of articles: none asks before). */
function CitedByPanel({
  documentId,
  articleId,
  label,
  id,
}: {
  documentId: number;
  articleId: string;
  label: string;
  id: string;
}) {
  const query = useCitations(documentId, articleId, true, 50);
  return (
    <section id={id} className="cited-by__panel" aria-label={T.citedByTitle(label)}>
      {query.isPending && <p>{T.citedByLoading}</p>}
      {query.isError && <p role="alert">{query.error.message}</p>}
      {query.data &&
        (query.data.citedBy.length ? <CitationList items={query.data.citedBy} /> : <p>{T.citedByNone}</p>)}
    </section>
  );
}

/** "Cité par N": a discreet button that opens the texts and articles citing this article. */
export function CitedBy({
  documentId,
  articleId,
  label,
  count,
}: {
  documentId: number;
  articleId: string;
  label: string;
  count: number;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (count === 0) return null;
  return (
    <div className="cited-by">
      <button
        type="button"
        className="cited-by__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {T.citedBy(count)}
      </button>
      {open && <CitedByPanel documentId={documentId} articleId={articleId} label={label} id={listId} />}
    </div>
  );
}

/** The document page's list of the other texts that cite it. */
export function DocumentCitedBy({ documentId }: { documentId: number }) {
  const [limit, setLimit] = useState(10);
  const query = useCitations(documentId, null, true, limit);
  const data = query.data;
  return (
    <section className="document-cited-by card" aria-labelledby="cited-by-title">
      <h2 id="cited-by-title">{T.documentCitedBy}</h2>
      {query.isError && <p role="alert">{query.error.message}</p>}
      {data && data.total === 0 && <p>{T.documentCitedByNone}</p>}
      {data && data.total > 0 && (
        <>
          <p>{T.documentCitedByIntro(data.total)}</p>
          <CitationList items={data.citedBy} />
          {data.total > data.citedBy.length && (
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => setLimit((l) => Math.min(100, l + 20))}
            >
              {T.moreCitations}
            </button>
          )}
        </>
      )}
    </section>
  );
}
