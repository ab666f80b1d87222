import { type HitArticle, SEARCH_TEXTS as T } from '@lexfaso/contracts';
import { Link } from 'react-router';
import { FavoriteStar } from '@/components/favorites/favorites';
import { paths } from '@/config/paths';

/** The hit's articles, the one the query's reference names first, then the engine's order (best first). */
export function orderedArticles(articles: HitArticle[]) {
  return [...articles].sort((a, b) => Number(b.referenced) - Number(a.referenced));
}

/** Only articles have a star: a passage of a text without articles is saved with its document. */
const isArticle = (article: HitArticle) => article.label !== '' && article.id.startsWith('article-');

function ArticleItem({
  article,
  href,
  first,
  docId,
  docTitle,
}: {
  article: HitArticle;
  href: string;
  first: boolean;
  docId: number;
  docTitle: string;
}) {
  // The first article's excerpt is the result's excerpt (the hit's own is not repeated above it).
  const snippetClass = `hit-article__snippet${first ? ' result-card__snippet' : ''}`;
  const badge = article.referenced && <span className="hit-article__badge">{T.referencedArticle}</span>;
  // A repealed or modified article says so on its line ('Abrogé par …').
  const status = article.statusLabel && (
    <span className={`hit-article__status hit-article__status--${article.status}`}>
      {article.statusLabel}
    </span>
  );
  const classes = ['hit-article'];
  if (article.referenced) classes.push('hit-article--referenced');
  if (article.status === 'abroge') classes.push('hit-article--repealed');
  if (!article.label) classes.push('hit-article--passage');
  if (!article.label)
    // A passage under no heading: its excerpt is the link.
    return (
      <li className={classes.join(' ')}>
        {badge}
        {status}
        <p className={snippetClass}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-escaped text with <mark> only */}
          <Link to={href} dangerouslySetInnerHTML={{ __html: article.snippet }} />
        </p>
      </li>
    );
  return (
    <li className={classes.join(' ')}>
      <p className="hit-article__label">
        <Link to={href}>{article.label}</Link>
        {badge}
        {status}
        {isArticle(article) && (
          <FavoriteStar
            documentId={docId}
            articleId={article.id}
            name={`${article.label} — ${docTitle}`}
            className="hit-article__star"
          />
        )}
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-escaped text with <mark> only */}
      <p className={snippetClass} dangerouslySetInnerHTML={{ __html: article.snippet }} />
    </li>
  );
}

/**
 * The articles of one hit that match the query (at most 3, in the order given), each with its own
 * excerpt and a link that opens the document at it. Snippets are HTML built by the server (escaped text,
 * <mark> only), as the hit's own. On a phone only the first keeps its excerpt and the others are a row of
 * links (search.css), so that the first result stays on the first screen.
 */
export function HitArticles({
  docId,
  docTitle,
  articles,
  q,
}: {
  docId: number;
  docTitle: string;
  articles: HitArticle[];
  q: string;
}) {
  if (articles.length === 0) return null;
  return (
    <ul className="hit-articles" aria-label={T.matchingArticles}>
      {articles.map((a, i) => (
        <ArticleItem
          key={a.id}
          article={a}
          href={paths.document(docId, q || undefined, a.id)}
          first={i === 0}
          docId={docId}
          docTitle={docTitle}
        />
      ))}
    </ul>
  );
}
