import { DOCUMENT_STATUS_LABELS, type DocumentDetail, DOCUMENT_TEXTS as T } from '@lexfaso/contracts';

/** A text no longer (wholly) in force says so above everything else, with what repealed it. */
export function DocumentStatusNotice({ doc }: { doc: Pick<DocumentDetail, 'status' | 'statusNote'> }) {
  if (doc.status === 'in-force') return null;
  return (
    <div className={`document-status document-status--${doc.status}`} role="note">
      <strong>{T.statusNotice(DOCUMENT_STATUS_LABELS[doc.status])}</strong>
      {doc.statusNote && <span> — {doc.statusNote}</span>}
    </div>
  );
}
