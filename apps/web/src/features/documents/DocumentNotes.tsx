import { DOCUMENT_TEXTS as T } from '@lexfaso/contracts';

/** The notes of the official edition that belong to an article or heading (DocumentBlock.notes). */
export function DocumentNotes({ notes, of }: { notes: readonly string[] | undefined; of: string }) {
  if (!notes?.length) return null;
  return (
    <aside className="doc-notes" aria-label={T.notesOf(of)}>
      {notes.map((text, i) => (
        <p key={i} className="doc-note">
          <span className="doc-note__label">{T.note}</span> {text}
        </p>
      ))}
    </aside>
  );
}
