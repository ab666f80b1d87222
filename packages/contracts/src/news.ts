import { z } from 'zod';
import { NEWS } from './constants';
import { isRealDate, NEWS_MESSAGES } from './news-helpers';

export * from './news-helpers';

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
