import { type Actuality, EXCERPTS } from '@lexfaso/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatLongDate, isoDate } from '@/lib/format-date';
import { excerpt, formatReadingTime, readingTimeMinutes } from '@/lib/text';
import { CategoryTag, PinnedTag, RecentBadge } from './NewsTags';

/** A news card of the list: tags, title, excerpt (200 characters, 100 when compact), date and reading time. */
export function NewsCard({ news, compact = false }: { news: Actuality; compact?: boolean }) {
  const summary = news.excerpt || news.description;
  return (
    <article className={`news-card${compact ? ' news-card--compact' : ''}`}>
      {!compact && news.imageUrl && (
        // width/height give the box its 16:9 ratio before the image arrives (the CSS sets the same ratio).
        <img
          className="news-card__image"
          src={news.imageUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="news-card__body">
        <div className="news-card__tags">
          {news.isPinned && !compact && <PinnedTag />}
          <CategoryTag news={news} />
          <RecentBadge publishedAt={news.publishedAt} />
        </div>
        <h3 className="news-card__title">
          <Link to={paths.newsDetail(news.id)}>{news.title}</Link>
        </h3>
        <p className="news-card__excerpt">
          {excerpt(summary, compact ? EXCERPTS.listCardCompact : EXCERPTS.listCard)}
        </p>
        <p className="news-card__meta">
          <time dateTime={isoDate(news.publishedAt)}>{formatLongDate(news.publishedAt)}</time>
          {!compact && (
            <span>
              {formatReadingTime(
                readingTimeMinutes([news.description, news.excerpt, news.content].filter(Boolean).join(' ')),
              )}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
