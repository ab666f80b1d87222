import { type DocumentBlock, LAW_TEXTS as T } from '@lexfaso/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';

/** A repealed or modified article's notice: what changed it (a link where the text is in LexFaso) and when. */
export function ArticleStatus({ block }: { block: DocumentBlock }) {
  const status = block.status ?? 'en_vigueur';
  const note = block.statusNote ?? null;
  if (status === 'en_vigueur' && !note) return null;
  const by = note?.by;
  return (
    <p className={`doc-article__status doc-article__status--${status}`}>
      {status !== 'en_vigueur' && (
        <span className="doc-article__status-badge">{status === 'abroge' ? T.repealed : T.modified}</span>
      )}
      {note?.text && <span className="doc-article__status-text"> {note.text}</span>}
      {by && (
        <span>
          {' '}
          (
          <Link to={paths.document(by.documentId, undefined, by.articleId)} className="doc-link">
            {by.reference}
          </Link>
          {note?.date ? `, ${T.on(formatLongDate(note.date))}` : ''})
        </span>
      )}
      {!by && note?.date && <span> ({T.on(formatLongDate(note.date))})</span>}
    </p>
  );
}
