import { type Actuality, categoryColor, NEWS, NEWS_TEXTS } from '@lexfaso/contracts';
import { isWithinDays } from '@/lib/format-date';

/** A category chip in the category's own colour (public-area.md §9). */
export function CategoryTag({ news }: { news: Pick<Actuality, 'category' | 'categoryEntity'> }) {
  const name = news.categoryEntity?.name ?? news.category;
  if (!name) return null;
  const color = news.categoryEntity?.color ?? categoryColor(name);
  return (
    <span className="news-tag news-tag--category" style={{ '--tag-color': color } as React.CSSProperties}>
      {name}
    </span>
  );
}

export function PinnedTag() {
  return <span className="news-tag news-tag--pinned">{NEWS_TEXTS.pinned}</span>;
}

export function RecentBadge({ publishedAt }: { publishedAt: string | null }) {
  if (!isWithinDays(publishedAt, NEWS.recentDays)) return null;
  return <span className="news-tag news-tag--recent">{NEWS_TEXTS.recent}</span>;
}
