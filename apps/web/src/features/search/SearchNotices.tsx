import { type DocumentSearchAnswer, SEARCH_TEXTS as T } from '@lexfaso/contracts';

type Widening = DocumentSearchAnswer['widenedWith'][number];

/** "Le Code du travail n’a pas d’article 999": a reference to articles the text does not have. */
function MissingArticleNotice({ reference }: { reference: DocumentSearchAnswer['reference'] }) {
  if (!reference || reference.missing.length === 0) return null;
  return (
    <p role="status" className="search-notice search-notice--missing">
      {T.missingArticle(reference.textName, reference.missing)}
    </p>
  );
}

/** "Aucun résultat pour « nantissment ». Résultats pour : nantissement": the query as typed found nothing. */
function CorrectedNotice({ typed, suggestion }: { typed: string; suggestion: string }) {
  return (
    <p role="status" className="search-notice search-notice--corrected">
      {T.noResultFor(typed)} {T.resultsFor}
      {'\u00a0: '}
      <strong>{suggestion}</strong>
    </p>
  );
}

/**
 * "Vouliez-vous dire : … ?": one click searches the suggestion instead (the URL follows). When the query as
 * typed found nothing, the results shown are already the suggestion's, and the notice says so.
 */
function SuggestionNotice({
  answer,
  onSearch,
}: {
  answer: Pick<DocumentSearchAnswer, 'suggestion' | 'suggestionApplied' | 'query'>;
  onSearch: (q: string) => void;
}) {
  const { suggestion } = answer;
  if (!suggestion) return null;
  if (answer.suggestionApplied) return <CorrectedNotice typed={answer.query.text} suggestion={suggestion} />;
  return (
    <p className="search-notice search-notice--suggestion">
      {T.didYouMean}
      {'\u00a0: '}
      <button
        type="button"
        className="link-button search-notice__suggestion"
        onClick={() => onSearch(suggestion)}
      >
        {suggestion}
      </button>
      {'\u00a0?'}
    </p>
  );
}

/** "Recherche élargie à : procédures collectives, liquidation des biens (faillite)": the synonyms applied. */
function WideningNotice({ widenedWith }: { widenedWith: Widening[] }) {
  const lines = widenedWith.filter((w) => w.alternatives.length > 0);
  if (lines.length === 0) return null;
  return (
    <p className="search-notice search-notice--widened">
      {T.widenedWith}{' '}
      {lines.map((w, i) => (
        <span key={w.source}>
          {i > 0 && ' ; '}
          <strong>{w.alternatives.join(', ')}</strong> ({w.source})
        </span>
      ))}
    </p>
  );
}

/** "Trop de mots commencent par « co » …": a prefix* was cut to its most frequent words. */
function PrefixNotice({ query }: { query: DocumentSearchAnswer['query'] }) {
  if (!query.prefixLimited) return null;
  return <p className="search-notice search-notice--prefix">{T.prefixLimited(query.prefixes)}</p>;
}

/** "Recherche trop longue ou trop coûteuse …": the engine searched only part of the query (answer.partial). */
function PartialNotice({ partial }: { partial: boolean }) {
  if (!partial) return null;
  return (
    <p role="status" className="search-notice search-notice--partial">
      {T.partial}
    </p>
  );
}

/**
 * What the engine did with the query, above the results: a search cut short, a missing article, a
 * suggestion (or its results), a widening, a prefix cut short.
 */
export function SearchNotices({
  answer,
  onSearch,
}: {
  answer: Pick<
    DocumentSearchAnswer,
    'reference' | 'suggestion' | 'suggestionApplied' | 'widenedWith' | 'query' | 'partial'
  >;
  onSearch: (q: string) => void;
}) {
  return (
    <>
      <PartialNotice partial={answer.partial} />
      <MissingArticleNotice reference={answer.reference} />
      <SuggestionNotice answer={answer} onSearch={onSearch} />
      <WideningNotice widenedWith={answer.widenedWith} />
      <PrefixNotice query={answer.query} />
    </>
  );
}
