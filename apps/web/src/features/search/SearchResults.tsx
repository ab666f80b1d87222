import { DOCUMENT_STATUS_LABELS, type DocumentHit, SEARCH, SEARCH_TEXTS as T } from '@lexfaso/contracts';
import { Link } from 'react-router';
import { DecisionLine } from '@/components/DecisionLine';
import { FavoriteStar } from '@/components/favorites/favorites';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { HitArticles, orderedArticles } from './HitArticles';

/** Domain chips of the current page: at most 20, by count then name (public-area.md §9). */
export function domainChips(documents: DocumentHit[]) {
  const counts = new Map<string, number>();
  for (const d of documents) if (d.domaine) counts.set(d.domaine.name, (counts.get(d.domaine.name) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'fr'))
    .slice(0, SEARCH.maxDomainChips);
}

export function DomainChips({
  documents,
  selected,
  onSelect,
}: {
  documents: DocumentHit[];
  selected: string | null;
  onSelect: (name: string | null) => void;
}) {
  const chips = domainChips(documents);
  if (chips.length === 0) return null;
  return (
    <div className="domain-chips" role="group" aria-label={T.chips}>
      <button
        type="button"
        className="domain-chip"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {T.allChips}
      </button>
      {chips.map((c) => (
        <button
          type="button"
          key={c.name}
          className="domain-chip"
          aria-pressed={selected === c.name}
          onClick={() => onSelect(selected === c.name ? null : c.name)}
        >
          {c.name} <span className="domain-chip__count">{c.count}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * One hit: its tags, title, reference, and either its matching articles (each with its excerpt) or, when
 * it names none, its own excerpt. titleHighlighted and snippet are HTML built by the server: the document
 * text is escaped there and only <mark> is added, so they are safe to render as HTML.
 */
export function ResultCard({
  doc,
  q,
  onPdfClick,
}: {
  doc: DocumentHit;
  q: string;
  onPdfClick: (doc: DocumentHit) => void;
}) {
  const articles = orderedArticles(doc.articles);
  // The title opens the document at its best article, when the hit names any.
  const href = paths.document(doc.id, q || undefined, articles[0]?.id ?? doc.article?.id);
  return (
    <li className="result-card">
      <div className="result-card__tags">
        {doc.docType && <span className="tag tag--type">{doc.docType.type}</span>}
        {doc.domaine && <span className="tag">{doc.domaine.name}</span>}
        {doc.jurisdiction && <span className="tag tag--muted">{doc.jurisdiction}</span>}
        {doc.status !== 'in-force' && (
          <span className="tag tag--repealed">{DOCUMENT_STATUS_LABELS[doc.status]}</span>
        )}
        {doc.hasPdf && (
          <button type="button" className="tag tag--pdf" onClick={() => onPdfClick(doc)}>
            {T.pdf}
          </button>
        )}
      </div>
      <div className="result-card__head">
        <h2 className="result-card__title">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-escaped text with <mark> only */}
          <Link to={href} dangerouslySetInnerHTML={{ __html: doc.titleHighlighted }} />
        </h2>
        <FavoriteStar documentId={doc.id} name={doc.title} />
      </div>
      {doc.reference && !doc.title.includes(doc.reference) && (
        <p className="result-card__reference">{doc.reference}</p>
      )}
      {doc.decision && <DecisionLine decision={doc.decision} />}
      {articles.length > 0 ? (
        <HitArticles docId={doc.id} docTitle={doc.title} articles={articles} q={q} />
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-escaped text with <mark> only
        <p className="result-card__snippet" dangerouslySetInnerHTML={{ __html: doc.snippet }} />
      )}
      <p className="result-card__meta">
        {doc.publishedAt && <span>{T.publishedOn(formatLongDate(doc.publishedAt))}</span>}
        {doc.organisme && <span>{doc.organisme.name}</span>}
      </p>
    </li>
  );
}
