// Texts of the search page (public-area.md §2, §4, §8).

export const SEARCH_TEXTS = {
  title: 'Recherchez dans le droit burkinabè',
  description: 'Recherche dans les lois, décrets, codes et décisions de justice du Burkina Faso.',
  lead: 'Lois, décrets, codes, Actes uniformes OHADA et décisions de justice, en texte intégral.',
  boxLabel: 'Rechercher un texte',
  placeholder: 'Ex. : licenciement, "contrat de travail", arbitrage -commercial, soci*',
  placeholderSignedOut: 'Connectez-vous pour rechercher',
  shortcutTitle: 'Ctrl+K : aller à la recherche',
  shortcut: 'Ctrl K',
  submit: 'Rechercher',
  filters: 'Filtres',
  locked: 'La recherche est réservée aux utilisateurs connectés.',
  signIn: 'Se connecter',
  or: 'ou',
  createAccount: 'créer un compte gratuit',
  help: (minChars: number) =>
    `Au moins ${minChars} caractères. Mots exacts entre guillemets, « - » pour exclure, OR pour l’un ou l’autre, * pour un début de mot.`,
  authRequired: 'Authentification requise',
  sessionExpired: 'Votre session a expiré. Connectez-vous pour rechercher.',
  loadError: 'Erreur lors du chargement',
  retry: 'Réessayer',
  searching: 'Recherche en cours…',
  results: (n: string, plural: boolean) => `${n} résultat${plural ? 's' : ''}`,
  documents: (n: string, plural: boolean) => `${n} document${plural ? 's' : ''}`,
  updating: ' · mise à jour…',
  sortBy: 'Trier par',
  relevance: 'Pertinence',
  date: 'Date',
  clearAll: 'Tout effacer',
  noResult: 'Aucun résultat trouvé',
  /** The total when the engine stopped counting (decisions.md §4). */
  moreThan: (limit: string) => `plus de ${limit} résultats`,
  facetsApproximate: 'Nombres calculés sur les 10 000 meilleurs résultats',
  didYouMean: 'Vouliez-vous dire',
  /** Above the results of the suggestion when the query as typed found nothing. */
  noResultFor: (typed: string) => `Aucun résultat pour « ${typed} ».`,
  resultsFor: 'Résultats pour',
  widenedWith: 'Recherche élargie à :',
  /** A prefix* matched more words than the engine looks up (query.prefixLimited). */
  prefixLimited: (prefixes: string[]) =>
    `Trop de mots commencent par ${prefixes.map((p) => `« ${p} »`).join(', ')} : seuls les plus fréquents ont été cherchés.`,
  /** "Le Code du travail n'a pas d'article 999" (the lexicon's name keeps its capital). */
  missingArticle: (textName: string | null, articles: string[]) =>
    `${textName ? `${/^(code|traité|acte)/i.test(textName) ? 'Le' : 'Le texte'} ${textName}` : 'Aucun texte trouvé'} n’a pas d’article${articles.length > 1 ? 's' : ''} ${articles.join(', ')}`,
  /** The answer's `partial`: the query was longer than what one search reads, or reached its work budget. */
  partial:
    'Recherche trop longue ou trop coûteuse : seule une partie a été cherchée. Précisez votre recherche pour des résultats complets.',
  referencedArticle: 'Article cité',
  matchingArticles: 'Articles correspondants',
  skipToResults: 'Aller aux résultats',
  noDocument: 'Aucun document disponible',
  tooCommon: 'Précisez votre recherche : les mots saisis sont trop courants.',
  tryOther: 'Essayez d’autres mots ou retirez des filtres.',
  pages: 'Pages de résultats',
  chips: 'Filtrer cette page par domaine',
  allChips: 'Tous',
  pdf: 'PDF',
  publishedOn: (date: string) => `Publié le ${date}`,
} as const;

export const SEARCH_FILTERS_TEXTS = {
  inForceOnly: 'Articles en vigueur seulement',
  legend: 'Filtres avancés',
  category: 'Catégorie de document',
  allCategories: 'Toutes les catégories',
  type: 'Type de document',
  allTypes: 'Tous les types',
  jurisdiction: 'Juridiction',
  allJurisdictions: 'Toutes les juridictions',
  /** Court decisions' filters (api.md "Case law"). */
  court: 'Cour ou tribunal',
  allCourts: 'Toutes les cours et tous les tribunaux',
  solution: 'Solution',
  allSolutions: 'Toutes les solutions',
  decisionYear: 'Année de la décision',
  period: 'Période de publication',
  presetRange: (from: string, to: string) => `Du ${from} au ${to}`,
  dateFrom: 'Date de début',
  dateTo: 'Date de fin',
  withPdf: 'Avec PDF uniquement',
  reset: 'Réinitialiser les filtres',
} as const;
