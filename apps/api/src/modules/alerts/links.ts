import type { SavedSearchFilters } from '@lexfaso/contracts';

/** The search page's address for a saved search (apps/web's search state reads the same names). */
export function searchPageLink(publicUrl: string, search: { q: string; filters: SavedSearchFilters }) {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  for (const [key, value] of Object.entries(search.filters)) {
    if (value === undefined || value === false) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return `${publicUrl}/recherche${query ? `?${query}` : ''}`;
}

export const documentLink = (publicUrl: string, id: number) => `${publicUrl}/document/${id}`;

/** The web page that calls GET /api/alerts/unsubscribe/{token} and says what it did. */
export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/alerts/unsubscribe/${encodeURIComponent(token)}`;
