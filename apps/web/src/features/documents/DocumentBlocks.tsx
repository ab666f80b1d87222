import { DOCUMENT_TEXTS, type DocumentBlock } from '@lexfaso/contracts';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import { FavoriteStar } from '@/components/favorites/favorites';
import { DocumentNotes } from './DocumentNotes';
import type { Match, MatchField } from './in-document-search';
import { ArticleStatus } from './law/ArticleStatus';
import { ArticleText } from './law/ArticleText';
import { CitedBy } from './law/CitedBy';

export interface IndexedMatch extends Match {
  index: number;
}

/** Text with its matches in <mark>; the current one gets its own class and is the scroll target. */
function marked(text: string, field: MatchField, matches: IndexedMatch[], current: number): ReactNode {
  const own = matches.filter((m) => m.field === field);
  if (own.length === 0) return text;
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of own) {
    if (m.start > last) out.push(text.slice(last, m.start));
    out.push(
      <mark key={m.index} data-match={m.index} className={m.index === current ? 'is-current' : undefined}>
        {text.slice(m.start, m.end)}
      </mark>,
    );
    last = m.end;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const HEADING_TAG = ['h2', 'h2', 'h3', 'h4', 'h4', 'h4', 'h4'] as const;

const Block = memo(function Block({
  block,
  matches,
  current,
  documentId,
  version,
}: {
  block: DocumentBlock;
  matches: IndexedMatch[];
  current: number;
  documentId: number;
  version: number | null;
}) {
  if (block.kind === 'paragraph')
    return (
      // The id: a search hit or a TOC entry may point at a passage of a text without articles.
      <p id={block.id} className="doc-paragraph">
        {block.links?.length ? (
          // A decision's paragraphs carry the references they make (api.md "Case law"), as articles do.
          <ArticleText
            text={block.text}
            links={block.links}
            matches={matches}
            current={current}
            documentId={documentId}
            version={version}
          />
        ) : (
          marked(block.text, 'text', matches, current)
        )}
      </p>
    );
  const label = marked(block.label, 'label', matches, current);
  const heading = block.heading ? marked(block.heading, 'heading', matches, current) : null;
  if (block.kind === 'article') {
    const status = block.status ?? 'en_vigueur';
    return (
      <section
        id={block.id}
        className={`doc-article${status === 'en_vigueur' ? '' : ` doc-article--${status}`}`}
        aria-label={block.label}
      >
        <div className="doc-article__head">
          <h3 className="doc-article__label">
            <a href={`#${block.id}`} className="doc-anchor">
              {label}
            </a>
            {heading && <span className="doc-article__heading"> : {heading}</span>}
          </h3>
          {version === null && (
            <FavoriteStar documentId={documentId} articleId={block.id} name={block.label} />
          )}
        </div>
        <ArticleStatus block={block} />
        {block.text && (
          <div className="doc-article__text">
            <ArticleText
              text={block.text}
              links={block.links ?? []}
              matches={matches}
              current={current}
              documentId={documentId}
              version={version}
            />
          </div>
        )}
        <DocumentNotes notes={block.notes} of={block.label} />
        <CitedBy
          documentId={documentId}
          articleId={block.id}
          label={block.label}
          count={block.citedByCount ?? 0}
        />
      </section>
    );
  }
  const Tag = HEADING_TAG[Math.min(block.level, HEADING_TAG.length - 1)];
  const division = (
    <Tag id={block.id} className={`doc-division doc-division--${block.kind}`}>
      <span className="doc-division__label">{label}</span>
      {heading && <span className="doc-division__heading">{heading}</span>}
    </Tag>
  );
  if (!block.notes?.length) return division;
  return (
    <>
      {division}
      <DocumentNotes notes={block.notes} of={block.label} />
    </>
  );
});

/**
 * The blocks, rendered `visible` at a time: the first chunk shows at once, the next ones as the
 * reader nears the end (a sentinel observed with a 600 px margin), so a 2 MB code opens fast.
 */
export function DocumentBlocks({
  blocks,
  total,
  visible,
  onNeedMore,
  matchesByBlock,
  current,
  documentId,
  version = null,
}: {
  documentId: number;
  /** The earlier version read (null: the text as it stands). */
  version?: number | null;
  blocks: DocumentBlock[];
  /** All the blocks of the document; `blocks` may hold only the windows loaded so far. */
  total: number;
  visible: number;
  onNeedMore: () => void;
  matchesByBlock: Map<number, IndexedMatch[]>;
  current: number;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const needMore = useRef(onNeedMore);
  needMore.current = onNeedMore;
  const done = visible >= total;
  const loaded = blocks.length;

  // `visible` and `loaded` are dependencies on purpose: after each chunk (or window that arrives) the
  // sentinel moves or can move and is observed again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (done || !sentinel.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) needMore.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [done, visible, loaded]);

  const none: IndexedMatch[] = [];
  return (
    <>
      {blocks.slice(0, visible).map((b, i) => {
        const ms = matchesByBlock.get(i) ?? none;
        const hasCurrent = ms.some((m) => m.index === current);
        return (
          <Block
            key={b.id}
            block={b}
            matches={ms}
            current={hasCurrent ? current : -1}
            documentId={documentId}
            version={version}
          />
        );
      })}
      {!done && (
        <div ref={sentinel} className="doc-more" aria-hidden="true">
          {DOCUMENT_TEXTS.loadingMore}
        </div>
      )}
    </>
  );
}
