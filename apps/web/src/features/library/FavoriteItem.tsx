import { type Favorite, type Folder, LIBRARY_LIMITS, FAVORITES_TEXTS as T } from '@lexfaso/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useNotify } from '@/components/notifications';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format-date';
import { useRemoveFavorite, useUpdateFavorite } from './library-api';

/** One favourite: the link that opens the text at its article, its folder, its note, and removing it. */
export function FavoriteItem({ favorite, folders }: { favorite: Favorite; folders: Folder[] }) {
  const id = useId();
  const { notify } = useNotify();
  const [note, setNote] = useState(favorite.note);
  const update = useUpdateFavorite();
  const remove = useRemoveFavorite();
  const { document: doc, article } = favorite;
  const name = article ? `${article.label} — ${doc.title}` : doc.title;
  const fail = (error: unknown) =>
    notify({ type: 'error', message: isApiError(error) ? error.message : T.loadFailed });
  const saveNote = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: favorite.id, note },
      { onSuccess: () => notify({ type: 'success', message: T.noteSaved }), onError: fail },
    );
  };
  const href = paths.document(doc.id, undefined, article && !article.gone ? article.id : undefined);
  return (
    <li className="favorite-item card">
      <div className="favorite-item__head">
        {doc.docType && <span className="tag tag--type">{doc.docType.type}</span>}
        <h3 className="favorite-item__title">
          <Link to={href}>{article ? `${article.label} — ${doc.title}` : doc.title}</Link>
        </h3>
        {doc.reference && !doc.title.includes(doc.reference) && (
          <p className="favorite-item__reference">{doc.reference}</p>
        )}
        {favorite.notice && <p className="favorite-item__notice">{favorite.notice}</p>}
        <p className="favorite-item__meta">
          {T.savedOn}
          {formatLongDate(favorite.createdAt)}
        </p>
      </div>
      <div className="favorite-item__controls">
        <div className="field">
          <label htmlFor={`${id}-folder`} className="field__label">
            {T.moveTo(name)}
          </label>
          <select
            id={`${id}-folder`}
            className="input"
            value={favorite.folderId ?? ''}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate(
                { id: favorite.id, folderId: e.target.value === '' ? null : Number(e.target.value) },
                { onError: fail },
              )
            }
          >
            <option value="">{T.noFolder}</option>
            {folders.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </div>
        <form className="field favorite-item__note" onSubmit={saveNote}>
          <label htmlFor={`${id}-note`} className="field__label">
            {T.note(name)}
          </label>
          <textarea
            id={`${id}-note`}
            className="input"
            rows={2}
            maxLength={LIBRARY_LIMITS.noteChars}
            placeholder={T.notePlaceholder}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="favorite-item__buttons">
            <Button type="submit" variant="outline" size="sm" isLoading={update.isPending}>
              {T.saveNote}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={T.remove(name)}
              isLoading={remove.isPending}
              onClick={() => remove.mutate(favorite.id, { onError: fail })}
            >
              {T.removeShort}
            </Button>
          </div>
        </form>
      </div>
    </li>
  );
}
