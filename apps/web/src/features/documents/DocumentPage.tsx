import { type DocumentDetail, LONG_DOCUMENT, TIMERS_MS } from '@lexfaso/contracts';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button, EmptyState, LoadingBlock } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { useDocument, useDocumentToc } from './api';
import { DocumentBlocks, type IndexedMatch } from './DocumentBlocks';
import { findMatches, foldBlocks, MIN_TERM_LENGTH, searchTerms } from './in-document-search';
import { PdfButton } from './PdfButton';
import { TocPanel } from './TocPanel';
import { useDocumentBlocks } from './use-document-blocks';
import './document.css';

// Only shown after a click: its chunk (shared with the search page) would otherwise be on the page's
// critical path.
const PremiumModal = lazy(() =>
  import('@/components/PremiumModal').then((m) => ({ default: m.PremiumModal })),
);

/**
 * Long: over 50,000 characters or 500 lines (public-area.md §9). Told from the counts the server sends,
 * since a long document comes without its `content` (its blocks carry the text).
 */
export function isLongDocument(doc: Pick<DocumentDetail, 'contentLength' | 'lineCount'>) {
  return doc.contentLength > LONG_DOCUMENT.minChars || doc.lineCount > LONG_DOCUMENT.minLines;
}

export function DocumentPage() {
  const { id } = useParams();
  const query = useDocument(id);
  if (!id)
    return (
      <main className="container page">
        <EmptyState
          title="ID du document manquant"
          actions={<Link to={paths.search()}>Retour à la recherche</Link>}
        />
      </main>
    );
  // Full height while loading: the footer stays below the fold instead of being pushed away (CLS).
  if (query.isPending)
    return (
      <div className="site-main__pending">
        <LoadingBlock label="Chargement du document…" />
      </div>
    );
  if (query.isError || !query.data)
    return (
      <main className="container page">
        <PageHead
          title="Document non trouvé"
          description="Ce document n'existe pas ou n'est plus disponible."
          noindex
        />
        <EmptyState
          title="Document non trouvé"
          actions={
            <Link className="btn btn--primary" to={paths.search()}>
              Retour à la recherche
            </Link>
          }
        >
          {query.error?.message !== 'Document non trouvé' && query.error?.message}
        </EmptyState>
      </main>
    );
  return <DocumentView doc={query.data} />;
}

function useReadingProgress(box: HTMLElement | null, fractionRendered: number) {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const target: HTMLElement | Window = box ?? window;
    const onScroll = () => {
      if (box) {
        const max = box.scrollHeight - box.clientHeight;
        setProgress(max > 0 ? (box.scrollTop / max) * fractionRendered : 0);
      } else {
        const max = document.documentElement.scrollHeight - window.innerHeight;
        setProgress(max > 0 ? window.scrollY / max : 0);
      }
    };
    // Measured at the next frame, not here: reading sizes in an effect forces a layout of the page
    // in the middle of the commit, which makes one long task of the two.
    const frame = requestAnimationFrame(onScroll);
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      target.removeEventListener('scroll', onScroll);
    };
  }, [box, fractionRendered]);
  return Math.min(1, Math.max(0, progress));
}

/** Whether the table of contents is laid out beside the text (wide screens; see document.css). */
const NARROW = '(max-width: 900px)';
function useWideScreen() {
  const [wide, setWide] = useState(() => !window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const onChange = () => setWide(!query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

function DocumentView({ doc }: { doc: DocumentDetail }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const long = useMemo(() => isLongDocument(doc), [doc]);
  const chunk = long ? LONG_DOCUMENT.chunkLong : LONG_DOCUMENT.chunkNormal;
  const [visible, setVisible] = useState<number>(chunk);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [copied, setCopied] = useState(false);
  const [premium, setPremium] = useState(false);
  const [tocOpen, setTocOpen] = useState(false);
  const wide = useWideScreen();
  const showToc = wide || tocOpen;
  const tocAnswer = useDocumentToc(doc, showToc);
  const { blocks, total, complete, need, needAll, error: blocksError } = useDocumentBlocks(doc);
  const loaded = blocks.length;

  // In-document search, prefilled with the words of the search that led here.
  const [find, setFind] = useState(() => searchTerms(q).join(' '));
  const deferredFind = useDeferredValue(find);
  const terms = useMemo(() => searchTerms(deferredFind), [deferredFind]);
  // A search covers the whole text: the windows not loaded yet are fetched in the background.
  useEffect(() => {
    if (terms.length > 0 && !complete) needAll();
  }, [terms, complete, needAll]);
  const folded = useMemo(() => (terms.length > 0 ? foldBlocks(blocks) : []), [blocks, terms]);
  const { matches, capped } = useMemo(() => findMatches(folded, terms), [folded, terms]);
  const [current, setCurrent] = useState(0);
  const [scrollTarget, setScrollTarget] = useState<{ selector: string; index: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts at its first match
  useEffect(() => setCurrent(0), [matches]);

  const matchesByBlock = useMemo(() => {
    const map = new Map<number, IndexedMatch[]>();
    matches.forEach((m, index) => {
      const list = map.get(m.block);
      if (list) list.push({ ...m, index });
      else map.set(m.block, [{ ...m, index }]);
    });
    return map;
  }, [matches]);

  const blockIndex = useMemo(() => new Map(blocks.map((b, i) => [b.id, i])), [blocks]);

  /** Renders up to the block (whole chunks), then scrolls to it once it is in the page. */
  const reveal = useCallback(
    (index: number, selector: string) => {
      setVisible((v) => Math.max(v, Math.ceil((index + 1) / chunk) * chunk));
      setScrollTarget({ selector, index });
    },
    [chunk],
  );

  useEffect(() => {
    if (!scrollTarget) return;
    const el = document.querySelector(scrollTarget.selector);
    if (el) {
      el.scrollIntoView({ block: 'center' });
      setScrollTarget(null);
    }
  });

  // An anchor (link to #article-12, TOC entry) may lie in a window not loaded yet: windows are
  // fetched one after the other until it is there, then the page scrolls to it.
  const [pendingAnchor, setPendingAnchor] = useState<string | null>(null);
  useEffect(() => {
    if (!pendingAnchor) return;
    const index = blockIndex.get(pendingAnchor);
    if (index !== undefined) {
      setPendingAnchor(null);
      reveal(index, `#${CSS.escape(pendingAnchor)}`);
    } else if (complete || blocksError) setPendingAnchor(null);
    else need(blockIndex.size + 1);
  }, [pendingAnchor, blockIndex, complete, blocksError, reveal, need]);

  // A link to #article-12 opens there.
  useEffect(() => {
    const anchor = decodeURIComponent(location.hash.replace(/^#/, ''));
    if (anchor) setPendingAnchor(anchor);
  }, [location.hash]);

  // Keep a window ahead of what is rendered, so scrolling rarely waits for the network.
  useEffect(() => {
    if (visible + 2 * chunk > loaded) need(visible + 2 * chunk);
  }, [visible, chunk, loaded, need]);

  const goTo = (next: number) => {
    if (matches.length === 0) return;
    const i = (next + matches.length) % matches.length; // wraparound
    setCurrent(i);
    reveal(matches[i].block, `[data-match="${i}"]`);
  };

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
    } catch {
      // Older browsers: a hidden field and the copy command.
      const field = document.createElement('textarea');
      field.value = window.location.href;
      document.body.append(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    setCopied(true);
  };
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMERS_MS.share);
    return () => clearTimeout(timer);
  }, [copied]);

  const progress = useReadingProgress(long ? box : null, Math.min(1, visible / Math.max(1, total)));
  const preamble = (doc.preambule ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const description = (
    doc.preambule ||
    doc.content ||
    blocks
      .slice(0, 10)
      .map((b) => `${b.label} ${b.text}`)
      .join(' ')
  )
    .slice(0, 160)
    .replace(/\s+/g, ' ')
    .trim();

  return (
    <main className="container page document-page">
      <PageHead
        title={doc.title}
        description={description}
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
        aria-label="Progression de lecture"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <div className="reading-progress__bar" style={{ transform: `scaleX(${progress})` }} />
      </div>

      <div className="document-toolbar">
        <Button
          variant="ghost"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.search()))}
        >
          ← Retour
        </Button>
        <div className="document-toolbar__actions">
          <Button variant="outline" onClick={share} aria-live="polite">
            {copied ? 'Copié!' : 'Partager'}
          </Button>
          {doc.hasPdf && <PdfButton documentId={doc.id} onPremiumRequired={() => setPremium(true)} />}
          <Button
            variant="outline"
            className="toc-toggle"
            aria-expanded={tocOpen}
            onClick={() => setTocOpen((o) => !o)}
          >
            Sommaire et recherche
          </Button>
        </div>
      </div>

      <div className={`document-layout${tocOpen ? ' is-toc-open' : ''}`}>
        <article className="document-main">
          <header className="document-header">
            <div className="document-tags">
              {doc.docType && <span className="tag tag--type">{doc.docType.type}</span>}
              {doc.domaine && <span className="tag">{doc.domaine.name}</span>}
            </div>
            <h1 className="document-title">{doc.title}</h1>
            {preamble.length > 0 && (
              <div className="document-preamble">
                {preamble.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
                  <p key={i}>{p}</p>
                ))}
              </div>
            )}
            <dl className="document-info card">
              <div>
                <dt>Date de publication</dt>
                <dd>
                  {doc.publishedAt
                    ? formatLongDate(doc.publishedAt)
                    : doc.isPublished
                      ? 'Date non renseignée'
                      : 'Non publié (brouillon)'}
                </dd>
              </div>
              <div>
                <dt>Organisme</dt>
                <dd>{doc.organisme?.name ?? '—'}</dd>
              </div>
              {doc.jurisdiction && (
                <div>
                  <dt>Juridiction</dt>
                  <dd>{doc.jurisdiction}</dd>
                </div>
              )}
              <div>
                <dt>Date d'ajout</dt>
                <dd>{formatLongDate(doc.createdAt)}</dd>
              </div>
              <div>
                <dt>Référence</dt>
                <dd className="document-info__ref">{doc.slug}</dd>
              </div>
            </dl>
          </header>

          {long && <p className="document-long-notice">Document long optimisé ({total} sections)</p>}
          <div
            ref={setBox}
            className={`document-content${long ? ' document-content--long' : ''}`}
            style={long ? { height: LONG_DOCUMENT.boxHeightPx } : undefined}
            tabIndex={long ? 0 : undefined}
            role="region"
            aria-label="Texte du document"
          >
            <DocumentBlocks
              blocks={blocks}
              total={total}
              visible={visible}
              // Grows only over loaded blocks: the sentinel waits for the next window otherwise.
              onNeedMore={() => setVisible((v) => (v < loaded ? Math.min(total, v + chunk) : v))}
              matchesByBlock={matchesByBlock}
              current={matches.length ? current : -1}
              scrollRoot={long ? box : null}
            />
          </div>
          {blocksError && (
            <p className="document-long-notice" role="alert">
              {blocksError}
            </p>
          )}

          <footer className="document-footer">
            <p>Dernière mise à jour : {formatLongDate(doc.updatedAt)}</p>
            <Link to={paths.search()} className="btn btn--primary">
              Nouvelle recherche
            </Link>
          </footer>
          <section className="similar-documents card" aria-labelledby="similar-title">
            <h2 id="similar-title">Documents similaires</h2>
            <p>Cette fonctionnalité est en cours de développement.</p>
          </section>
        </article>

        <aside className="document-aside" aria-label="Sommaire et recherche dans le document">
          <TocPanel
            toc={tocAnswer.toc}
            tocTotal={doc.tocTotal}
            tocError={tocAnswer.error}
            onRetryToc={tocAnswer.retry}
            onJump={(anchor) => {
              setPendingAnchor(anchor);
              setTocOpen(false);
            }}
            query={find}
            onQueryChange={setFind}
            count={matches.length}
            capped={capped}
            current={current}
            onNext={() => goTo(current + 1)}
            onPrevious={() => goTo(current - 1)}
            tooShort={find.trim().length > 0 && find.trim().length < MIN_TERM_LENGTH}
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
  );
}
