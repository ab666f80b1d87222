import {
  type DocumentHit,
  hasAnyRole,
  PDF_ROLES,
  SAVE_SEARCH_TEXTS,
  SEARCH_TEXTS as T,
} from '@lexfaso/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { PremiumModal, type PremiumReason } from '@/components/PremiumModal';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-state';
import { useDocumentSearch } from './api';
import { SaveSearchDialog } from './SaveSearchDialog';
import { SearchBox, SearchNotice } from './SearchBox';
import { SearchFilters } from './SearchFilters';
import { RESULTS_ID, SearchResultsPanel } from './SearchResultsPanel';
import { SkipToResults } from './SkipToResults';
import { EMPTY_FILTERS, hasFilters, hasSearchText, useSearchState } from './search-state';
import { useSearchText } from './use-search-text';
import './search.css';

/** /recherche: the search box, its filters and the results, all kept in the URL (public-area.md §2). */
export function SearchPage() {
  const { isAuthenticated, user } = useAuth();
  const navigate = useNavigate();
  const { state, update } = useSearchState();
  const { text, setText, inputRef, cleanText } = useSearchText(state.q, update);
  const [filtersOpen, setFiltersOpen] = useState(hasFilters(state));
  const [premium, setPremium] = useState<PremiumReason | null>(null);
  const [saving, setSaving] = useState(false);
  const search = useDocumentSearch(state, isAuthenticated);
  const searching = isAuthenticated && (hasSearchText(state) || hasFilters(state));

  const onPdfClick = (doc: DocumentHit) => {
    if (!hasAnyRole(user?.roles, PDF_ROLES)) setPremium('download');
    else navigate(paths.document(doc.id));
  };

  return (
    // While searching, a phone keeps its first screen for the results (search.css).
    <main className={`container page search-page${searching ? ' search-page--searching' : ''}`}>
      <PageHead title={T.title} description={T.description} canonicalPath={paths.search()} />
      {isAuthenticated && <SkipToResults targetId={RESULTS_ID} />}
      <header className="search-page__header">
        <h1>{T.title}</h1>
        <p className="search-page__lead">{T.lead}</p>
      </header>
      <SearchBox
        isAuthenticated={isAuthenticated}
        text={text}
        onText={setText}
        inputRef={inputRef}
        canSubmit={isAuthenticated && (text.trim().length > 0 || hasFilters(state))}
        onSubmit={() => update({ q: cleanText })}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((o) => !o)}
      />
      <SearchNotice isAuthenticated={isAuthenticated} />
      {searching && (
        <div className="search-page__save">
          <Button variant="outline" size="sm" onClick={() => setSaving(true)}>
            {SAVE_SEARCH_TEXTS.open}
          </Button>
        </div>
      )}
      {saving && <SaveSearchDialog state={state} onClose={() => setSaving(false)} />}
      {isAuthenticated && filtersOpen && (
        <div id="search-filters">
          <SearchFilters
            state={state}
            onChange={(patch) => update(patch)}
            onReset={() => update({ ...EMPTY_FILTERS })}
          />
        </div>
      )}
      {isAuthenticated && (
        <SearchResultsPanel
          state={state}
          search={search}
          text={text}
          update={update}
          onClear={() => {
            setText('');
            update({ q: '', ...EMPTY_FILTERS });
          }}
          onPdfClick={onPdfClick}
        />
      )}
      <PremiumModal reason={premium} onClose={() => setPremium(null)} />
    </main>
  );
}
