import {
  type Favorite,
  type FavoriteAnswer,
  type FavoritesAnswer,
  COMMON_TEXTS as M,
  FAVORITE_STAR_TEXTS as T,
  TIMEOUTS_MS,
} from '@lexfaso/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useNotify } from '@/components/notifications';
import { api, apiRequest, isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';

// The favourites' calls, the scope that reads them for a page, and the star: one module, so the pages that
// use them (search, document, /favorites) share one chunk, and the entry chunk lists one file for it.

/** The options of every personal-library call: signed in, the common messages. */
export const libraryRequest = {
  auth: true,
  timeoutMs: TIMEOUTS_MS.content,
  networkErrorMessage: M.network,
} as const;

/** Every favourites query starts with this key: a change refetches them all (the stars and /favorites). */
export const FAVORITES_KEY = 'favorites';

/** The favourites of some documents (the stars of one page), up to 100. */
const fetchFavoritesOf = (documentIds: number[], signal?: AbortSignal) =>
  api.get<FavoritesAnswer>('/me/favorites', {
    ...libraryRequest,
    query: { documentIds: documentIds.join(','), limit: 100 },
    signal,
  });

const addFavorite = (documentId: number, articleId?: string) =>
  api.post<FavoriteAnswer>(
    '/me/favorites',
    { documentId, ...(articleId ? { articleId } : {}) },
    libraryRequest,
  );

const removeFavorite = (id: number) =>
  apiRequest<unknown>(`/me/favorites/${id}`, { ...libraryRequest, method: 'DELETE' });

interface Scope {
  /** The saved favourites of the page's documents, by favoriteKey. */
  saved: Map<string, Favorite>;
  /** Keys being saved or removed. */
  pending: Set<string>;
  /** False until the page's favourites are known: a star read or clicked before would say "not saved". */
  settled: boolean;
  toggle(documentId: number, articleId?: string): void;
}

const ScopeContext = createContext<Scope | null>(null);

const favoriteKey = (documentId: number, articleId?: string) => `${documentId}|${articleId ?? ''}`;

/**
 * One request for the stars of a page (the documents of a result page, or the document read), and the one
 * toggle they share: a table of contents has thousands of stars, each only reads from here. Without a scope
 * (a visitor's preview), or signed out, no star shows.
 */
export function FavoritesScope({ documentIds, children }: { documentIds: number[]; children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const ids = useMemo(() => [...new Set(documentIds)].sort((a, b) => a - b), [documentIds]);
  const queryClient = useQueryClient();
  const { notify } = useNotify();
  const [pending, setPending] = useState<Set<string>>(() => new Set());
  const { data, isPending } = useQuery({
    queryKey: [FAVORITES_KEY, 'of', ids],
    queryFn: ({ signal }) => fetchFavoritesOf(ids, signal),
    enabled: isAuthenticated && ids.length > 0,
  });
  const saved = useMemo(() => {
    const map = new Map<string, Favorite>();
    for (const f of data?.favorites ?? []) map.set(favoriteKey(f.document.id, f.article?.id), f);
    return map;
  }, [data]);
  const toggle = useCallback(
    (documentId: number, articleId?: string) => {
      const key = favoriteKey(documentId, articleId);
      const current = saved.get(key);
      setPending((p) => new Set(p).add(key));
      (current ? removeFavorite(current.id) : addFavorite(documentId, articleId))
        .then(() => notify({ type: 'success', message: current ? T.removed : T.added }))
        .catch((error: unknown) =>
          notify({ type: 'error', message: isApiError(error) && error.message ? error.message : T.failed }),
        )
        .finally(async () => {
          await queryClient.invalidateQueries({ queryKey: [FAVORITES_KEY] });
          setPending((p) => {
            const next = new Set(p);
            next.delete(key);
            return next;
          });
        });
    },
    [saved, notify, queryClient],
  );
  const scope = useMemo(
    () => (isAuthenticated ? { saved, pending, settled: !isPending, toggle } : null),
    [isAuthenticated, saved, pending, isPending, toggle],
  );
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

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
  const scope = useContext(ScopeContext);
  if (!scope) return null;
  const key = favoriteKey(documentId, articleId);
  const pressed = scope.saved.has(key);
  const busy = !scope.settled || scope.pending.has(key);
  return (
    <button
      type="button"
      className={`favorite-star${pressed ? ' favorite-star--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={pressed}
      aria-label={T.label(name)}
      title={T.label(name)}
      disabled={busy}
      aria-busy={busy}
      onClick={() => scope.toggle(documentId, articleId)}
    >
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
    </button>
  );
}
