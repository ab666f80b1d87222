/**
 * Case law on the screens (issue 32): a decision's reading page, the search's court, solution and year
 * filters, the decisions of the "Cité par" lists and the back-office's decision fields. A file of its own: only
 * the lazy pages that show decisions load it.
 */
export const CASE_LAW_TEXTS = {
  /** The decision's facts, in its header. */
  facts: 'La décision',
  court: 'Juridiction',
  chamber: 'Chambre',
  date: 'Date',
  number: 'Numéro',
  nature: 'Nature',
  solution: 'Solution',
  solutionUnknown: 'Non indiquée (le texte publié s’arrête avant le dispositif)',
  parties: 'Parties',
  summary: 'Sommaire',
  keywords: 'Mots-clés',
  /** Where the decision's text comes from (the source's attribution follows). */
  attribution: 'Provenance du texte',
  parts: 'Parties de la décision',
  /** A result or a citation: 'Cour de cassation · 26 mai 2005 · rejet'. */
  decisionLine: (court: string, date: string, solution: string | null) =>
    [court, date, solution].filter(Boolean).join(' · '),
  decisionLineLabel: (court: string, date: string, solution: string | null) =>
    `Décision de ${court} du ${date}${solution ? `, solution : ${solution}` : ''}`,
} as const;

/** A decision's reading page: the decisions it cites and those that cite it (api.md "Case law"). */
export const DECISION_CITATIONS_TEXTS = {
  title: 'Jurisprudence liée',
  cites: 'Décisions citées',
  citesNone: 'Cette décision ne cite aucune autre décision de la base.',
  citedBy: 'Décisions qui la citent',
  citedByNone: 'Aucune décision de la base ne cite cette décision pour le moment.',
  loading: 'Chargement de la jurisprudence liée…',
  more: 'Voir plus de décisions',
} as const;

/** The search's filters of decisions, shown when the results hold decisions. */
export const CASE_LAW_FILTERS_TEXTS = {
  legend: 'Filtres de la jurisprudence',
  court: 'Cour ou tribunal',
  allCourts: 'Toutes les cours et tous les tribunaux',
  solution: 'Solution de la décision',
  allSolutions: 'Toutes les solutions',
  year: 'Année de la décision',
  allYears: 'Toutes les années',
  withCount: (label: string, count: number) => `${label} (${count})`,
} as const;

/** The back-office document form's decision fields (shown for a type of the `jurisprudence` category). */
export const ADMIN_CASE_LAW_TEXTS = {
  legend: 'Décision de justice',
  intro:
    'Ces champs décrivent la décision. Les noms des personnes physiques parties à l’affaire sont écrits en initiales.',
  court: 'Juridiction',
  chooseCourt: '— Choisir la juridiction —',
  courtsLoading: 'Chargement des juridictions…',
  chamber: 'Chambre',
  chamberHint: 'Vide pour une juridiction sans chambre ou une ordonnance du président.',
  number: 'Numéro de la décision',
  numberHint: 'Tel que la décision l’écrit, par exemple « 2015-026/CC/EPF » ou « 29 ».',
  date: 'Date de la décision',
  nature: 'Nature',
  chooseNature: '— Choisir la nature —',
  solution: 'Solution',
  noSolution: 'Non indiquée (texte publié sans dispositif)',
  parties: 'Parties',
  partiesHint: 'Telles que publiées, les personnes physiques en initiales (« Monsieur Y.K. c/ Société S. »).',
  summary: 'Sommaire',
  keywords: 'Mots-clés',
  keywordsHint: 'Un mot-clé par ligne.',
} as const;
