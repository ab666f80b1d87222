import { type DocumentHit, hasAnyRole, PDF_ROLES, SEARCH } from '@lexfaso/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { PremiumModal, type PremiumReason } from '@/components/PremiumModal';
import { Button, EmptyState, LoadingBlock, Pagination } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';
import { useDocumentSearch } from './api';
import { SearchFilters } from './SearchFilters';
import { DomainChips, ResultCard } from './SearchResults';
import { EMPTY_FILTERS, hasFilters, hasSearchText, useSearchState } from './search-state';
import './search.css';

export function SearchPage() {
  const { isAuthenticated, user } = useAuth();
  const authModal = useAuthModal();
  const navigate = useNavigate();
  const { state, update } = useSearchState();
  const [text, setText] = useState(state.q);
  const [filtersOpen, setFiltersOpen] = useState(hasFilters(state));
  const [chip, setChip] = useState<string | null>(null);
  const [premium, setPremium] = useState<PremiumReason | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The URL wins when it changes from outside (back button, a shared link).
  useEffect(() => setText(state.q), [state.q]);

  // 500 ms after the last keystroke, the text goes to the URL (and so to the search) when it has
  // 3 characters or more, or when it was cleared.
  useEffect(() => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (clean === state.q.trim()) return;
    if (clean.length > 0 && clean.length < SEARCH.minChars) return;
    const timer = setTimeout(() => update({ q: clean }, { replace: true }), SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [text, state.q, update]);

  // Ctrl+K focuses the box, Escape clears it.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        inputRef.current?.focus();
      } else if (e.key === 'Escape' && document.activeElement === inputRef.current) {
        setText('');
        update({ q: '' }, { replace: true });
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [update]);

  const search = useDocumentSearch(state, isAuthenticated);
  const searchKey = JSON.stringify({ ...state, page: 0 });
  // The domain chips filter the current page only, and reset on a new search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the search changes
  useEffect(() => setChip(null), [searchKey, state.page]);

  const isSearching = hasSearchText(state) || hasFilters(state);
  const canSubmit = isAuthenticated && (text.trim().length > 0 || hasFilters(state));
  const data = search.data;
  const documents = useMemo(
    () => (data?.documents ?? []).filter((d) => chip === null || d.domaine?.name === chip),
    [data, chip],
  );
  const canDownload = hasAnyRole(user?.roles, PDF_ROLES);

  const onPdfClick = (doc: DocumentHit) => {
    if (!canDownload) setPremium('download');
    else navigate(paths.document(doc.id));
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!isAuthenticated) {
      authModal.open('login');
      return;
    }
    if (!canSubmit) return;
    update({ q: text.replace(/\s+/g, ' ').trim() });
  };

  const total = data?.pagination.total ?? 0;
  const status = search.error && isApiError(search.error) ? search.error.status : null;

  return (
    <main className="container page search-page">
      <PageHead
        title="Recherchez dans le droit burkinabè"
        description="Recherche dans les lois, décrets, codes et décisions de justice du Burkina Faso."
        canonicalPath={paths.search()}
      />
      <header className="search-page__header">
        <h1>Recherchez dans le droit burkinabè</h1>
        <p className="search-page__lead">
          Lois, décrets, codes, Actes uniformes OHADA et décisions de justice, en texte intégral.
        </p>
      </header>

      <form className="search-box" role="search" onSubmit={submit}>
        <label htmlFor="search-input" className="visually-hidden">
          Rechercher un texte
        </label>
        {/* A click on the locked box opens the login modal. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the button below is the keyboard path */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the button below is the keyboard path */}
        <div className="search-box__field" onClick={() => !isAuthenticated && authModal.open('login')}>
          <input
            ref={inputRef}
            id="search-input"
            type="search"
            className="input search-box__input"
            placeholder={
              isAuthenticated
                ? 'Ex. : licenciement, "contrat de travail", arbitrage -commercial, soci*'
                : 'Connectez-vous pour rechercher'
            }
            value={text}
            disabled={!isAuthenticated}
            maxLength={SEARCH.maxQueryLength}
            onChange={(e) => setText(e.target.value)}
            aria-describedby="search-help"
          />
          <kbd className="search-box__kbd" title="Ctrl+K : aller à la recherche">
            Ctrl K
          </kbd>
        </div>
        <Button type="submit" disabled={isAuthenticated && !canSubmit}>
          Rechercher
        </Button>
        <Button
          variant="outline"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => (isAuthenticated ? setFiltersOpen((o) => !o) : authModal.open('login'))}
        >
          Filtres
        </Button>
      </form>
      {!isAuthenticated ? (
        <div className="search-lock" role="note">
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="4" y="10" width="16" height="11" rx="2" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" />
          </svg>
          <p>
            La recherche est réservée aux utilisateurs connectés.{' '}
            <button type="button" className="link-button" onClick={() => authModal.open('login')}>
              Se connecter
            </button>{' '}
            ou{' '}
            <button type="button" className="link-button" onClick={() => authModal.open('register')}>
              créer un compte gratuit
            </button>
            .
          </p>
        </div>
      ) : (
        <p id="search-help" className="search-help">
          Au moins {SEARCH.minChars} caractères. Mots exacts entre guillemets, « - » pour exclure, OR pour
          l’un ou l’autre, * pour un début de mot.
        </p>
      )}

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
        <section className="search-results" aria-live="polite" aria-busy={search.isFetching}>
          {status === 401 ? (
            <EmptyState
              title="Authentification requise"
              actions={<Button onClick={() => authModal.open('login')}>Se connecter</Button>}
            >
              Votre session a expiré. Connectez-vous pour rechercher.
            </EmptyState>
          ) : search.isError ? (
            <EmptyState
              title="Erreur lors du chargement"
              actions={
                <Button variant="outline" onClick={() => search.refetch()}>
                  Réessayer
                </Button>
              }
            >
              {search.error.message}
            </EmptyState>
          ) : !data ? (
            <LoadingBlock label="Recherche en cours…" />
          ) : (
            <>
              <div className="search-results__bar">
                <p className="search-results__count">
                  {isSearching
                    ? `${total.toLocaleString('fr-FR')} résultat${total > 1 ? 's' : ''}`
                    : `${total.toLocaleString('fr-FR')} document${total > 1 ? 's' : ''}`}
                  {search.isFetching && <span className="search-results__busy"> · mise à jour…</span>}
                </p>
                {hasSearchText(state) && (
                  <label className="search-results__sort">
                    Trier par{' '}
                    <select
                      className="input input--sm"
                      value={state.sort}
                      onChange={(e) => update({ sort: e.target.value as 'relevance' | 'date' })}
                    >
                      <option value="relevance">Pertinence</option>
                      <option value="date">Date</option>
                    </select>
                  </label>
                )}
                {(isSearching || text) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setText('');
                      update({ q: '', ...EMPTY_FILTERS });
                    }}
                  >
                    Tout effacer
                  </Button>
                )}
              </div>
              <DomainChips documents={data.documents} selected={chip} onSelect={setChip} />
              {documents.length === 0 ? (
                <EmptyState title={isSearching ? 'Aucun résultat trouvé' : 'Aucun document disponible'}>
                  {data.query.empty
                    ? 'Précisez votre recherche : les mots saisis sont trop courants.'
                    : isSearching
                      ? 'Essayez d’autres mots ou retirez des filtres.'
                      : null}
                </EmptyState>
              ) : (
                <ol className="result-list">
                  {documents.map((d) => (
                    <ResultCard
                      key={d.id}
                      doc={d}
                      q={hasSearchText(state) ? state.q : ''}
                      onPdfClick={onPdfClick}
                    />
                  ))}
                </ol>
              )}
              <Pagination
                page={data.pagination.page}
                totalPages={data.pagination.pages}
                onPageChange={(page) => {
                  update({ page });
                  window.scrollTo({ top: 0 });
                }}
                label="Pages de résultats"
              />
            </>
          )}
        </section>
      )}
      <PremiumModal reason={premium} onClose={() => setPremium(null)} />
    </main>
  );
}
