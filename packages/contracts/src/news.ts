import { z } from 'zod';
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
  return (name && NEWS_CATEGORY_COLORS[name]) || DEFAULT_CATEGORY_COLOR;
}

export const ActualityCategoryRef = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  slug: z.string(),
});
export type ActualityCategoryRef = z.infer<typeof ActualityCategoryRef>;

/** The Actuality entity of public-area.md §3, with both spellings the original screens read. */
export const Actuality = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  excerpt: z.string().nullable(),
  content: z.string().nullable(),
  author: z.string().nullable(),
  category: z.string().nullable(),
  categoryEntity: ActualityCategoryRef.nullable(),
  categoryId: z.number().nullable(),
  isPinned: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  imageUrl: z.string().nullable(),
  picture: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type Actuality = z.infer<typeof Actuality>;

export const ActualityCategory = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  description: z.string().nullable(),
  actualityCount: z.number(),
});
export type ActualityCategory = z.infer<typeof ActualityCategory>;

export const ActualityCategoriesAnswer = z.object({
  categories: z.array(ActualityCategory),
  total: z.number(),
});
export type ActualityCategoriesAnswer = z.infer<typeof ActualityCategoriesAnswer>;

const queryFlag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

const isoDate = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || isRealDate(v), { message });

/** 'YYYY-MM-DD' and a day that exists (no 2025-02-30). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const pageNumber = z.coerce
  .number({ message: NEWS_MESSAGES.invalidPage })
  .int({ message: NEWS_MESSAGES.invalidPage })
  .min(1, { message: NEWS_MESSAGES.invalidPage })
  .max(100_000, { message: NEWS_MESSAGES.invalidPage });

const limitNumber = (max: number, fallback: number) =>
  z.coerce
    .number({ message: NEWS_MESSAGES.invalidLimit(max) })
    .int({ message: NEWS_MESSAGES.invalidLimit(max) })
    .min(1, { message: NEWS_MESSAGES.invalidLimit(max) })
    .max(max, { message: NEWS_MESSAGES.invalidLimit(max) })
    .default(fallback);

export const NEWS_LIST_MAX_LIMIT = 50;
export const NEWS_SHORT_LIST_MAX_LIMIT = 20;

/**
 * News filter of public-area.md §3 and §7. `category` is an id or a name; `categoryId` (the screen's URL
 * parameter) is accepted too.
 */
export const ActualitiesQuery = z
  .object({
    page: pageNumber.default(1),
    limit: limitNumber(NEWS_LIST_MAX_LIMIT, NEWS.listDefault),
    category: z.string().trim().max(120).optional(),
    categoryId: z.coerce
      .number({ message: 'Catégorie invalide' })
      .int({ message: 'Catégorie invalide' })
      .positive({ message: 'Catégorie invalide' })
      .optional(),
    categorySlug: z.string().trim().max(120).optional(),
    pinnedOnly: queryFlag,
    search: z
      .string()
      .trim()
      .max(200, { message: 'La recherche ne peut pas dépasser 200 caractères' })
      .optional(),
    dateFrom: isoDate(NEWS_MESSAGES.invalidDateFrom),
    dateTo: isoDate(NEWS_MESSAGES.invalidDateTo),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: NEWS_MESSAGES.dateOrder,
    path: ['dateFrom'],
  });
export type ActualitiesQuery = z.infer<typeof ActualitiesQuery>;
export type ActualitiesQueryInput = z.input<typeof ActualitiesQuery>;

export const NewsPagination = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  pages: z.number(),
});
export type NewsPagination = z.infer<typeof NewsPagination>;

export const ActualitiesAnswer = z.object({
  actualities: z.array(Actuality),
  totalItems: z.number(),
  pagination: NewsPagination,
});
export type ActualitiesAnswer = z.infer<typeof ActualitiesAnswer>;

export const RecentActualitiesQuery = z.object({
  limit: limitNumber(NEWS_SHORT_LIST_MAX_LIMIT, NEWS.homeCount),
});
export const PinnedActualitiesQuery = z.object({
  limit: limitNumber(NEWS_SHORT_LIST_MAX_LIMIT, NEWS.pinnedApi),
});

export const ActualityListAnswer = z.object({ actualities: z.array(Actuality) });
export type ActualityListAnswer = z.infer<typeof ActualityListAnswer>;

export const ActualityAnswer = z.object({ actuality: Actuality });
export type ActualityAnswer = z.infer<typeof ActualityAnswer>;

/** The id in /v1/actualities/{id}: missing and malformed ids get their own French message. */
export const ActualityIdParam = z.object({
  id: z
    .string()
    .trim()
    .min(1, { message: NEWS_MESSAGES.missingId })
    .regex(/^[1-9]\d{0,15}$/, { message: NEWS_MESSAGES.invalidId })
    .transform(Number),
});

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
