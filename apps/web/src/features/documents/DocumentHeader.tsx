import { DOCUMENT_STATUS_LABELS, type DocumentDetail, DOCUMENT_TEXTS as T } from '@lexfaso/contracts';
import { formatLongDate } from '@/lib/format-date';
import { DecisionFacts } from './DecisionFacts';
import { DocumentNotes } from './DocumentNotes';
import { DocumentStatusNotice } from './DocumentStatus';
import { citationBesideTitle, preambleParts } from './document-meta';

/** What the header shows: a reader's whole document, or a visitor's outline (no preamble, no dates kept). */
export type DocumentFacts = Pick<
  DocumentDetail,
  | 'title'
  | 'reference'
  | 'status'
  | 'statusNote'
  | 'publishedAt'
  | 'docType'
  | 'domaine'
  | 'organisme'
  | 'jurisdiction'
> &
  Partial<Pick<DocumentDetail, 'preambule' | 'isPublished' | 'createdAt' | 'decision' | 'source'>>;

/** The document's tags, title and reference, validity, preamble and facts (publication, body, jurisdiction, dates). */
export function DocumentHeader({ doc }: { doc: DocumentFacts }) {
  const preamble = preambleParts(doc);
  const citation = citationBesideTitle(doc);
  return (
    <header className="document-header">
      <div className="document-tags">
        {doc.docType && <span className="tag tag--type">{doc.docType.type}</span>}
        {doc.domaine && <span className="tag">{doc.domaine.name}</span>}
        {doc.status !== 'in-force' && (
          <span className="tag tag--repealed">{DOCUMENT_STATUS_LABELS[doc.status]}</span>
        )}
      </div>
      <h1 className="document-title">{doc.title}</h1>
      {citation && <p className="document-citation">{citation}</p>}
      <DocumentStatusNotice doc={doc} />
      {preamble.paragraphs.length > 0 && (
        <div className="document-preamble">
          {preamble.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <DocumentNotes notes={preamble.notes} of={T.preambleLabel} />
        </div>
      )}
      <dl className="document-info card">
        <div>
          <dt>{T.publicationDate}</dt>
          <dd>
            {doc.publishedAt
              ? formatLongDate(doc.publishedAt)
              : doc.isPublished === false
                ? T.draft
                : T.undated}
          </dd>
        </div>
        <div>
          <dt>{T.body}</dt>
          <dd>{doc.organisme?.name ?? '—'}</dd>
        </div>
        {doc.jurisdiction && (
          <div>
            <dt>{T.jurisdiction}</dt>
            <dd>{doc.jurisdiction}</dd>
          </div>
        )}
        <div>
          <dt>{T.validity}</dt>
          <dd>{DOCUMENT_STATUS_LABELS[doc.status]}</dd>
        </div>
        {doc.createdAt && (
          <div>
            <dt>{T.addedOn}</dt>
            <dd>{formatLongDate(doc.createdAt)}</dd>
          </div>
        )}
        {doc.reference && (
          <div>
            <dt>{T.reference}</dt>
            <dd className="document-info__ref">{doc.reference}</dd>
          </div>
        )}
      </dl>
      {doc.decision && <DecisionFacts decision={doc.decision} source={doc.source ?? null} />}
    </header>
  );
}
