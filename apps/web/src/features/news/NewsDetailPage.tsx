import { type Actuality, NEWS_MESSAGES, NEWS_TEXTS } from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button, ButtonLink, EmptyState, LoadingBlock } from '@/components/ui';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatLongDate, isoDate } from '@/lib/format-date';
import { excerpt, formatReadingTime, readingTimeMinutes } from '@/lib/text';
import { NewsCard } from './NewsCard';
import { CategoryTag, PinnedTag, RecentBadge } from './NewsTags';
import { fetchActuality, fetchRecent, newsKeys } from './news-api';
import { ShareButton } from './ShareButton';
import './news.css';

const D = NEWS_TEXTS.detail;

/** The body is plain text: paragraphs are separated by blank lines, rendered as React text (escaped). */
const paragraphs = (text: string | null) =>
  (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function NewsDetailPage() {
  const { id = '' } = useParams();
  const validId = /^[1-9]\d{0,15}$/.test(id);
  const news = useQuery({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) => fetchActuality(id, signal),
    enabled: validId,
  });

  if (!id.trim()) return <NotFound message={NEWS_MESSAGES.missingId} />;
  if (!validId || (news.isError && isApiError(news.error) && news.error.status === 404))
    return <NotFound message={NEWS_MESSAGES.notFound} />;
  if (news.isPending) return <LoadingBlock label={D.loading} />;
  if (news.isError)
    return (
      <main className="container page">
        <PageHead title={D.fallbackTitle} description={D.fallbackDescription} noindex />
        <EmptyState
          title={NEWS_MESSAGES.loadDetailError}
          actions={
            <>
              <Button variant="outline" onClick={() => news.refetch()} isLoading={news.isFetching}>
                {NEWS_MESSAGES.retry}
              </Button>
              <ButtonLink to={paths.news()} variant="ghost">
                {D.back}
              </ButtonLink>
            </>
          }
        >
          <p>{news.error.message}</p>
        </EmptyState>
      </main>
    );
  return <NewsArticle news={news.data} />;
}

function NotFound({ message }: { message: string }) {
  return (
    <main className="container page">
      <PageHead title={message} description={D.gone} noindex />
      <div className="empty-state">
        <h1 className="empty-state__title">{message}</h1>
        <p className="empty-state__text">{D.gone}</p>
        <div className="empty-state__actions">
          <ButtonLink to={paths.news()} variant="primary">
            {D.back}
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}

function NewsArticle({ news }: { news: Actuality }) {
  const body = paragraphs(news.content);
  const minutes = readingTimeMinutes(news.content || news.description);
  const description = excerpt(news.excerpt || news.description, 200);
  const image = news.imageUrl ?? news.picture;
  return (
    <main className="container page news-detail">
      <PageHead
        title={news.title}
        description={description}
        canonicalPath={paths.newsDetail(news.id)}
        type="article"
        image={image ?? undefined}
        keywords={[D.keyword, D.country, ...(news.category ? [news.category] : [])]}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: news.title.slice(0, 110),
          description,
          datePublished: news.publishedAt ?? news.createdAt,
          dateModified: news.updatedAt,
          inLanguage: 'fr',
          ...(image ? { image: [new URL(image, window.location.origin).toString()] } : {}),
          author: news.author
            ? { '@type': 'Person', name: news.author }
            : { '@type': 'Organization', name: PRODUCT_NAME },
          publisher: { '@type': 'Organization', name: PRODUCT_NAME },
        }}
      />
      <Link to={paths.news()} className="news-detail__back">
        <span aria-hidden="true">←</span> {D.back}
      </Link>

      <div className="news-detail__layout">
        <article className="news-detail__article card">
          <div className="news-card__tags">
            {news.isPinned && <PinnedTag />}
            <CategoryTag news={news} />
            <RecentBadge publishedAt={news.publishedAt} />
          </div>
          <h1 className="news-detail__title">{news.title}</h1>
          <p className="news-detail__meta">
            {news.publishedAt && (
              <span>
                {D.publishedOn}
                <time dateTime={isoDate(news.publishedAt)}>{formatDateTime(news.publishedAt)}</time>
              </span>
            )}
            {news.author && <span>{D.by(news.author)}</span>}
            <span>{formatReadingTime(minutes)}</span>
          </p>
          <div className="news-detail__share">
            <ShareButton title={news.title} />
          </div>
          {image && (
            // The box keeps its 16:9 size before the image arrives: the text below does not jump.
            <img
              className="news-detail__image"
              src={image}
              alt=""
              width={1280}
              height={720}
              decoding="async"
            />
          )}
          {(news.excerpt || news.description) && (
            <p className="news-detail__excerpt">{news.excerpt || news.description}</p>
          )}
          <div className="news-detail__body">
            {body.map((p, i) => (
              // Paragraph order never changes for a given text: the index is a stable key here.
              <p key={i}>{p}</p>
            ))}
          </div>
        </article>

        <aside className="news-detail__aside">
          <section className="card news-info" aria-labelledby="news-info-title">
            <h2 id="news-info-title">{D.info}</h2>
            <dl>
              <dt>{D.createdOn}</dt>
              <dd>{formatLongDate(news.createdAt)}</dd>
              <dt>{D.status}</dt>
              <dd>{news.isPublished ? D.published : D.draft}</dd>
              <dt>{D.category}</dt>
              <dd>{news.categoryEntity?.name ?? news.category ?? D.uncategorised}</dd>
              <dt>{D.author}</dt>
              <dd>{news.author ?? PRODUCT_NAME}</dd>
            </dl>
          </section>
          <RecentNews currentId={news.id} />
        </aside>
      </div>
    </main>
  );
}

/** Three other recent news (one more is asked for, in case the current one is among them). */
function RecentNews({ currentId }: { currentId: number }) {
  const recent = useQuery({ queryKey: newsKeys.recent(4), queryFn: ({ signal }) => fetchRecent(4, signal) });
  const items = (recent.data ?? []).filter((n) => n.id !== currentId).slice(0, 3);
  if (recent.isError || (recent.isSuccess && items.length === 0)) return null;
  return (
    <section className="news-recent" aria-labelledby="news-recent-title">
      <h2 id="news-recent-title">{D.recent}</h2>
      {recent.isPending ? (
        <LoadingBlock />
      ) : (
        <div className="news-recent__list">
          {items.map((n) => (
            <NewsCard key={n.id} news={n} compact />
          ))}
        </div>
      )}
    </section>
  );
}
