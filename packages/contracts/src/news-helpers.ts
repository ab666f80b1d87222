// The news area's messages and helpers without zod: the web pages that only need these do not load the
// schemas (news.ts re-exports them, so imports from '@lexfaso/contracts' stay as they were).
import { DEFAULT_CATEGORY_COLOR, NEWS, NEWS_CATEGORY_COLORS } from './constants';

/** French messages of the news area (public-area.md §5, §8). */
export const NEWS_MESSAGES = {
  notFound: 'Actualité non trouvée',
  missingId: "ID d'actualité manquant",
  invalidId: "ID d'actualité invalide",
  invalidDateFrom: 'Date de début invalide (format attendu : AAAA-MM-JJ)',
  invalidDateTo: 'Date de fin invalide (format attendu : AAAA-MM-JJ)',
  dateOrder: 'La date de début ne peut pas être postérieure à la date de fin',
  invalidPage: 'Le numéro de page doit être un entier positif',
  invalidLimit: (max: number) => `Le nombre d'éléments par page doit être compris entre 1 et ${max}`,
  loadListError: 'Impossible de charger les actualités',
  loadListShort: 'Erreur de chargement',
  loadDetailError: 'Impossible de charger cette actualité',
  emptyList: 'Aucune actualité disponible pour le moment.',
  emptyFiltered: 'Aucune actualité trouvée',
  clearFilters: 'Effacer les filtres',
  retry: 'Réessayer',
} as const;

/** A category's own colour wins, then the colour of its well-known name, then grey (public-area.md §9). */
export function categoryColor(name: string | null | undefined, own?: string | null): string {
  if (own && /^#[0-9a-fA-F]{3,8}$/.test(own)) return own;
  // Own keys only: a category named 'constructor' must not get Object.prototype's function.
  return (
    (name && Object.hasOwn(NEWS_CATEGORY_COLORS, name) && NEWS_CATEGORY_COLORS[name]) ||
    DEFAULT_CATEGORY_COLOR
  );
}

/** 'YYYY-MM-DD' and a day that exists (no 2025-02-30). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Reading time of the detail page: 200 words per minute, at least one minute. */
export function readingTimeMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / NEWS.wordsPerMinute));
}

/** Reading time of the home cards: 2 minutes per 1000 characters, at least one minute. */
export function homeReadingTimeMinutes(text: string): number {
  return Math.max(1, Math.ceil((text.length / 1000) * NEWS.homeMinutesPer1000Chars));
}

/** 'recent' when published within the last 7 days. */
export function isRecentActuality(publishedAt: string | null, now = Date.now()): boolean {
  if (!publishedAt) return false;
  const t = Date.parse(publishedAt);
  return !Number.isNaN(t) && now - t <= NEWS.recentDays * 86_400_000 && t <= now + 60_000;
}

/** Cuts on a word boundary and adds an ellipsis; whole text when short enough. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
