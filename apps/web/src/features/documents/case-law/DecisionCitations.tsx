import { DECISION_CITATIONS_TEXTS as T } from '@lexfaso/contracts';
import { useState } from 'react';
import { useCitations } from '../api';
import { CitationList } from '../law/CitedBy';

/** Decisions listed at first, and added by each "more" (the API answers 100 at most). */
const FIRST = 10;
const MORE = 20;
const MAX = 100;

/**
 * Under a decision's text (api.md "Case law"): the decisions of the base it cites, in its reading order, and
 * those citing it, newest first; each by its reference with its court, date and solution, the link opening the
 * citing paragraph. What it cites of the laws is linked in its text.
 */
export function DecisionCitations({ documentId }: { documentId: number }) {
  const [limit, setLimit] = useState(FIRST);
  const query = useCitations(documentId, null, true, limit);
  const data = query.data;
  const cited = data?.cites.filter((c) => c.decision) ?? [];
  return (
    <section className="document-cited-by decision-citations card" aria-labelledby="decision-citations-title">
      <h2 id="decision-citations-title">{T.title}</h2>
      {query.isPending && <p>{T.loading}</p>}
      {query.isError && <p role="alert">{query.error.message}</p>}
      {data && (
        <>
          <h3>{T.cites}</h3>
          {cited.length ? <CitationList items={cited} /> : <p>{T.citesNone}</p>}
          <h3>{T.citedBy}</h3>
          {data.total > 0 ? <CitationList items={data.citedBy} /> : <p>{T.citedByNone}</p>}
          {data.total > data.citedBy.length && (
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => setLimit((l) => Math.min(MAX, l + MORE))}
            >
              {T.more}
            </button>
          )}
        </>
      )}
    </section>
  );
}
