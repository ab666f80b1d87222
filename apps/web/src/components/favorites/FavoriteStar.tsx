import { FAVORITE_STAR_TEXTS as T } from '@lexfaso/contracts';
import { favoriteKey, useFavoritesScope } from './FavoritesScope';
import './favorite-star.css';

/**
 * The star of a document or of one of its articles: a toggle button (aria-pressed) named after what it saves.
 * Shown only inside a FavoritesScope (a signed-in reader's page).
 */
export function FavoriteStar({
  documentId,
  articleId,
  name,
  className,
}: {
  documentId: number;
  articleId?: string;
  /** What the star saves, for its accessible name: 'Article 12 — Code du travail', or the document's title. */
  name: string;
  className?: string;
}) {
  const scope = useFavoritesScope();
  if (!scope) return null;
  const key = favoriteKey(documentId, articleId);
  const pressed = scope.saved.has(key);
  return (
    <button
      type="button"
      className={`favorite-star${pressed ? ' favorite-star--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={pressed}
      aria-label={T.label(name)}
      title={T.label(name)}
      disabled={scope.pending.has(key)}
      onClick={() => scope.toggle(documentId, articleId)}
    >
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
    </button>
  );
}
