import { type DocumentDetail, LONG_DOCUMENT, DOCUMENT_TEXTS as T } from '@lexfaso/contracts';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FavoritesScope } from '@/components/favorites/favorites';
import { PageHead } from '@/components/PageHead';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { useDocumentToc } from './api';
import { DecisionCitations } from './case-law/DecisionCitations';
import { DecisionFacts } from './case-law/DecisionFacts';
import { DocumentBlocks } from './DocumentBlocks';
import { DocumentHeader } from './DocumentHeader';
import { DocumentToolbar } from './DocumentToolbar';
import { describeDocument, isLongDocument } from './document-meta';
import type { Match } from './in-document-search';
import { DocumentCitedBy } from './law/CitedBy';
import { VersionBar } from './law/VersionBar';
import { SimilarTexts } from './SimilarTexts';
import { TocPanel } from './TocPanel';
import { useDocumentBlocks } from './use-document-blocks';
import { useDocumentFind } from './use-document-find';
import { useDocumentScroll } from './use-document-scroll';
import { useReadingProgress, useWideScreen } from './use-reading';
import { useReadingPosition } from './use-reading-position';

// Only shown after a click: its chunk (shared with the search page) would otherwise be on the page's
// critical path.
const PremiumModal = lazy(() =>
  import('@/components/PremiumModal').then((m) => ({ default: m.PremiumModal })),
);

/** A document being read: toolbar, header, text (a chunk at a time), TOC and in-document search. */
export function DocumentView({ doc }: { doc: DocumentDetail }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const long = useMemo(() => isLongDocument(doc), [doc]);
  const chunk = long ? LONG_DOCUMENT.chunkLong : LONG_DOCUMENT.chunkNormal;
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const [premium, setPremium] = useState(false);
  const [tocOpen, setTocOpen] = useState(false);
  const showToc = useWideScreen() || tocOpen;
  const tocAnswer = useDocumentToc(doc, showToc);
  const { blocks, total, complete, need, needAll, error: blocksError } = useDocumentBlocks(doc);
  const scroll = useDocumentScroll({ blocks, chunk, complete, blocksError, need });
  // The search of `?q=` starts from the block the address points at (#article-12), if any.
  const [openedAt] = useState(() => decodeURIComponent(location.hash.replace(/^#/, '')));
  const startBlock = useCallback(() => {
    if (!openedAt) return 0;
    const index = blocks.findIndex((b) => b.id === openedAt);
    return index === -1 ? null : index;
  }, [openedAt, blocks]);
  const { reveal } = scroll;
  const show = useCallback(
    (index: number, match: Match) => reveal(match.block, `[data-match="${index}"]`),
    [reveal],
  );
  const search = useDocumentFind({
    q: params.get('q') ?? '',
    blocks,
    complete,
    needAll,
    show,
    startBlock,
  });
  const { matches, current } = search;
  const progress = useReadingProgress(Math.min(1, scroll.visible / Math.max(1, total)));
  const readingAt = useReadingPosition(content);

  return (
    <FavoritesScope documentIds={[doc.id]}>
      <main className="container page document-page">
        <PageHead
          title={doc.title}
          description={describeDocument(doc, blocks)}
          type="article"
          canonicalPath={paths.document(doc.id)}
          jsonLd={{
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: doc.title.slice(0, 110),
            datePublished: doc.publishedAt ?? undefined,
            dateModified: doc.updatedAt,
            inLanguage: 'fr',
          }}
        />
        <div
          className="reading-progress"
          role="progressbar"
          aria-label={T.readingProgress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <div className="reading-progress__bar" style={{ transform: `scaleX(${progress})` }} />
        </div>
        <DocumentToolbar
          documentId={doc.id}
          hasPdf={doc.hasPdf}
          tocOpen={tocOpen}
          onToggleToc={() => setTocOpen((o) => !o)}
          onPremiumRequired={() => setPremium(true)}
        />

        <div className={`document-layout${tocOpen ? ' is-toc-open' : ''}`}>
          <article className="document-main">
            <DocumentHeader doc={doc} documentId={doc.id} />
            {doc.decision && <DecisionFacts decision={doc.decision} source={doc.source} />}
            <VersionBar doc={doc} />
            {long && <p className="document-long-notice">{T.longNotice(total)}</p>}
            {/* The text scrolls with the page (on a phone, a box of its own would trap the thumb). */}
            <div ref={setContent} className="document-content" role="region" aria-label={T.text}>
              <DocumentBlocks
                blocks={blocks}
                total={total}
                visible={scroll.visible}
                onNeedMore={() => scroll.showMore(total)}
                matchesByBlock={search.matchesByBlock}
                current={matches.length ? current : -1}
                documentId={doc.id}
                version={doc.version && !doc.version.current ? doc.version.id : null}
              />
            </div>
            {blocksError && (
              <p className="document-long-notice" role="alert">
                {blocksError}
              </p>
            )}
            <footer className="document-footer">
              <p>
                {T.updatedOn}
                {formatLongDate(doc.updatedAt)}
              </p>
              <Link to={paths.search()} className="btn btn--primary">
                {T.newSearch}
              </Link>
            </footer>
            {doc.decision ? (
              <DecisionCitations documentId={doc.id} />
            ) : (
              <DocumentCitedBy documentId={doc.id} />
            )}
            <SimilarTexts documentId={doc.id} />
          </article>

          <aside className="document-aside" aria-label={T.aside}>
            <TocPanel
              toc={tocAnswer.toc}
              tocTotal={doc.tocTotal}
              tocError={tocAnswer.error}
              onRetryToc={tocAnswer.retry}
              onJump={(anchor) => {
                scroll.jumpTo(anchor);
                setTocOpen(false);
              }}
              query={search.find}
              onQueryChange={search.setFind}
              count={matches.length}
              capped={search.capped}
              current={current}
              onNext={() => search.goTo(current + 1)}
              onPrevious={() => search.goTo(current - 1)}
              readingAt={readingAt}
              documentId={doc.version && !doc.version.current ? undefined : doc.id}
              tooShort={search.tooShort}
              showToc={showToc}
            />
          </aside>
        </div>
        {premium && (
          <Suspense fallback={null}>
            <PremiumModal reason="download" onClose={() => setPremium(false)} />
          </Suspense>
        )}
      </main>
    </FavoritesScope>
  );
}
