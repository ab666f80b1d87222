import { type Favorite, FAVORITE_STAR_TEXTS as T } from '@lexfaso/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useNotify } from '@/components/notifications';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';
import { addFavorite, FAVORITES_KEY, fetchFavoritesOf, removeFavorite } from './favorites-api';

interface Scope {
  /** The saved favourites of the page's documents, by favoriteKey. */
  saved: Map<string, Favorite>;
  /** Keys being saved or removed. */
  pending: Set<string>;
  toggle(documentId: number, articleId?: string): void;
}

const ScopeContext = createContext<Scope | null>(null);

export const favoriteKey = (documentId: number, articleId?: string) => `${documentId}|${articleId ?? ''}`;

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
  const { data } = useQuery({
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
    () => (isAuthenticated ? { saved, pending, toggle } : null),
    [isAuthenticated, saved, pending, toggle],
  );
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

export const useFavoritesScope = () => useContext(ScopeContext);
