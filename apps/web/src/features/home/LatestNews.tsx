// Only zod-free values from the contracts (constants, news helpers): a value from the news schemas module
// would bring zod into the home page, the first page a phone on a slow network loads.
import {
  type Actuality,
  categoryColor,
  EXCERPTS,
  NEWS,
  NEWS_MESSAGES,
  HOME_TEXTS as T,
} from '@lexfaso/contracts';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { formatLongDate, isoDate } from '@/lib/format-date';
import { excerpt, formatReadingTime, homeCardReadingMinutes } from '@/lib/text';
import { useLatestNews } from './use-latest-news';

/** The three most recent news: the first as the large card (80/200), the others smaller (60/120). */
export function LatestNews() {
  const news = useLatestNews(NEWS.homeCount);

  return (
    <section className="home-section" aria-labelledby="home-news-title">
      <div className="home-section__head">
        <h2 id="home-news-title">{T.latestNews}</h2>
        <Link to={paths.news()} className="home-section__more">
          {T.allNews}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
      {news.status === 'pending' ? (
        <div className="home-news" aria-busy="true">
          {Array.from({ length: NEWS.homeCount }, (_, i) => (
            <div
              key={i}
              className={`home-news-card home-news-card--skeleton${i === 0 ? ' home-news-card--hero' : ''}`}
            />
          ))}
          <span className="visually-hidden" role="status">
            {T.loadingNews}
          </span>
        </div>
      ) : news.status === 'error' ? (
        <div className="home-news__state">
          <p>{NEWS_MESSAGES.loadListError}</p>
          <Button variant="outline" size="sm" onClick={() => news.refetch()} isLoading={news.isFetching}>
            {NEWS_MESSAGES.retry}
          </Button>
        </div>
      ) : news.data.length === 0 ? (
        <p className="home-news__state">{NEWS_MESSAGES.emptyList}</p>
      ) : (
        <div className="home-news">
          {news.data.map((item, i) => (
            <HomeNewsCard key={item.id} news={item} hero={i === 0} />
          ))}
        </div>
      )}
    </section>
  );
}

function HomeNewsCard({ news, hero }: { news: Actuality; hero: boolean }) {
  const category = news.categoryEntity?.name ?? news.category;
  const color = news.categoryEntity?.color ?? categoryColor(category);
  // The large card has room for 200 characters: the description says more than the short excerpt.
  const text = hero ? news.description || news.excerpt : news.excerpt || news.description;
  const minutes = homeCardReadingMinutes([news.description, news.content].filter(Boolean).join(' '));
  return (
    <article className={`home-news-card${hero ? ' home-news-card--hero' : ''}`} data-testid="home-news-card">
      {category && (
        <span className="home-news-card__category" style={{ color, borderColor: color }}>
          {category}
        </span>
      )}
      <h3 className="home-news-card__title">
        <Link to={paths.newsDetail(news.id)}>
          {excerpt(news.title, hero ? EXCERPTS.heroTitle : EXCERPTS.cardTitle)}
        </Link>
      </h3>
      <p className="home-news-card__text">{excerpt(text, hero ? EXCERPTS.heroText : EXCERPTS.cardText)}</p>
      <p className="home-news-card__meta">
        <time dateTime={isoDate(news.publishedAt)}>{formatLongDate(news.publishedAt)}</time>
        <span>{formatReadingTime(minutes)}</span>
      </p>
    </article>
  );
}
