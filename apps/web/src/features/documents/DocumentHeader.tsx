import { type DocumentDetail, DOCUMENT_TEXTS as T } from '@lexfaso/contracts';
import { formatLongDate } from '@/lib/format-date';
import { preambleParagraphs } from './document-meta';

/** What the header shows: a reader's whole document, or a visitor's outline (no preamble, no dates kept). */
export type DocumentFacts = Pick<
  DocumentDetail,
  'title' | 'slug' | 'publishedAt' | 'docType' | 'domaine' | 'organisme' | 'jurisdiction'
> &
  Partial<Pick<DocumentDetail, 'preambule' | 'isPublished' | 'createdAt'>>;

/** The document's tags, title, preamble and facts (publication, body, jurisdiction, dates, reference). */
export function DocumentHeader({ doc }: { doc: DocumentFacts }) {
  const preamble = preambleParagraphs(doc);
  return (
    <header className="document-header">
      <div className="document-tags">
        {doc.docType && <span className="tag tag--type">{doc.docType.type}</span>}
        {doc.domaine && <span className="tag">{doc.domaine.name}</span>}
      </div>
      <h1 className="document-title">{doc.title}</h1>
      {preamble.length > 0 && (
        <div className="document-preamble">
          {preamble.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
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
        {doc.createdAt && (
          <div>
            <dt>{T.addedOn}</dt>
            <dd>{formatLongDate(doc.createdAt)}</dd>
          </div>
        )}
        <div>
          <dt>{T.reference}</dt>
          <dd className="document-info__ref">{doc.slug}</dd>
        </div>
      </dl>
    </header>
  );
}
