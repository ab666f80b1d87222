import { SIMILAR_TEXTS as T } from '@lexfaso/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSimilarTexts } from './api';

/** "Documents similaires": up to 5 texts on the same subject, each with why it is shown. */
export function SimilarTexts({ documentId }: { documentId: number }) {
  const { data, isError } = useSimilarTexts(documentId);
  return (
    <section className="similar-documents card" aria-labelledby="similar-title" aria-busy={!data && !isError}>
      <h2 id="similar-title">{T.title}</h2>
      {isError ? (
        <p>{T.failed}</p>
      ) : !data ? null : data.documents.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <ul className="similar-documents__list">
          {data.documents.map(({ document: doc, reasons }) => (
            <li key={doc.id} className="similar-documents__item">
              {doc.docType && <span className="tag tag--type">{doc.docType.type}</span>}
              <Link to={paths.document(doc.id)} className="similar-documents__title">
                {doc.title}
              </Link>
              <p className="similar-documents__why">
                {T.why}
                {reasons.map((r) => r.label).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
