import type { ArticleLink } from '@lexfaso/contracts';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Match } from '../in-document-search';

/** A match of the in-document search with its number among all matches. */
type IndexedMatch = Match & { index: number };

/** The part [from, to) of `text` with its matches of the in-document search in <mark>. */
function markedRange(text: string, from: number, to: number, matches: IndexedMatch[], current: number) {
  const out: ReactNode[] = [];
  let last = from;
  for (const m of matches) {
    if (m.field !== 'text' || m.end <= from || m.start >= to) continue;
    const start = Math.max(m.start, from);
    const end = Math.min(m.end, to);
    if (start > last) out.push(text.slice(last, start));
    out.push(
      <mark
        key={`${m.index}-${start}`}
        data-match={m.index}
        className={m.index === current ? 'is-current' : undefined}
      >
        {text.slice(start, end)}
      </mark>,
    );
    last = end;
  }
  if (last < to) out.push(text.slice(last, to));
  return out;
}

/**
 * An article's text with its references as links (ArticleLink: offsets into the text): an article of the
 * same text is an anchor of this page (the history keeps it, so Back returns), another text opens its page
 * at the article. The in-document search's matches stay marked, inside links too.
 */
export function ArticleText({
  text,
  links,
  matches,
  current,
  documentId,
  version,
}: {
  text: string;
  links: readonly ArticleLink[];
  matches: IndexedMatch[];
  current: number;
  documentId: number;
  /** The earlier version read, whose own anchors a link of the same text opens. */
  version: number | null;
}) {
  if (links.length === 0) return <>{markedRange(text, 0, text.length, matches, current)}</>;
  const out: ReactNode[] = [];
  let last = 0;
  for (const link of links) {
    if (link.from < last || link.to > text.length) continue;
    if (link.from > last) out.push(...markedRange(text, last, link.from, matches, current));
    const words = markedRange(text, link.from, link.to, matches, current);
    const to =
      link.documentId === documentId
        ? { search: version === null ? '' : `?version=${version}`, hash: link.articleId ?? '' }
        : paths.document(link.documentId, undefined, link.articleId);
    out.push(
      <Link key={`l${link.from}`} to={to} className="doc-link" data-link-document={link.documentId}>
        {words.map((w, i) => (
          <Fragment key={i}>{w}</Fragment>
        ))}
      </Link>,
    );
    last = link.to;
  }
  if (last < text.length) out.push(...markedRange(text, last, text.length, matches, current));
  return <>{out}</>;
}
