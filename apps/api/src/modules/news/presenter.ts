import { type Actuality, type ActualityCategory, categoryColor } from '@lexfaso/contracts';
import type { Selectable } from 'kysely';
import type { ActualitiesTable, ActualityCategoriesTable } from '../../platform/db/schema';
import { parseJson } from '../../platform/json';

export type ActualityRow = Selectable<ActualitiesTable>;
export type ActualityCategoryRow = Selectable<ActualityCategoriesTable>;
type CategoryLike = Pick<ActualityCategoryRow, 'id' | 'name' | 'slug' | 'color'>;

/** The Actuality shape of public-area.md §3: both `category`/`categoryEntity` and `imageUrl`/`picture`. */
export function presentActuality(row: ActualityRow, category: CategoryLike | null | undefined): Actuality {
  const metadata = parseJson<unknown>(row.metadata, {});
  const entity = category
    ? {
        id: category.id,
        name: category.name,
        slug: category.slug,
        color: categoryColor(category.name, category.color),
      }
    : null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    category: entity?.name ?? null,
    categoryEntity: entity,
    categoryId: entity ? entity.id : null,
    isPinned: row.is_pinned === 1,
    isPublished: row.is_published === 1,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    imageUrl: row.image_url,
    picture: row.image_url,
    metadata:
      metadata && typeof metadata === 'object' && !Array.isArray(metadata)
        ? (metadata as Record<string, unknown>)
        : {},
  };
}

export function presentCategory(row: ActualityCategoryRow, actualityCount: number): ActualityCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    color: categoryColor(row.name, row.color),
    description: row.description,
    actualityCount,
  };
}
