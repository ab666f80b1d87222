import { SEARCH } from './constants';

/**
 * The constants of documents and the search filters (public-area.md §9), kept apart from constants.ts: the
 * bundler puts a module in one chunk with every export any page uses, and the app's entry imports
 * constants.ts, so whatever lives there is downloaded by every page. Only the search, document and
 * back-office screens (and the server) need these.
 */
export const LONG_DOCUMENT = {
  minChars: 50_000,
  minLines: 500,
  chunkLong: 30,
  chunkNormal: 100,
  // No box of its own (the spec's 600 px): the text scrolls with the page, which a phone's thumb expects.
} as const;

export const PDF_UPLOAD = { maxBytes: 10_485_760, mime: 'application/pdf', signature: '%PDF-' } as const;

/** The longest text a document takes from the back office, typed or read from its PDF (characters). */
export const DOCUMENT_CONTENT_MAX_CHARS = 20_000_000;

/** Whether a text is in force (decisions.md §8): a repealed text stays readable, clearly marked. */
export const DOCUMENT_STATUSES = ['in-force', 'partially-repealed', 'repealed'] as const;
/** An article's status in the text as it stands (or in the version read): in force, modified, repealed. */
export const ARTICLE_STATUSES = ['en_vigueur', 'modifie', 'abroge'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const JURISDICTIONS = [
  "Conseil d'État",
  "Cour d'appel",
  'Cour de cassation',
  'Cour des comptes',
  'OHADA',
  'Tribunal de commerce',
  'Tribunal de grande instance',
  'Tribunal du travail',
] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const PERIODS = [
  'all',
  '30-days',
  '6-months',
  'current-year',
  '2020-2024',
  'before-2020',
  'custom',
] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABELS: Record<Period, string> = {
  all: 'Toutes les périodes',
  '30-days': '30 derniers jours',
  '6-months': '6 derniers mois',
  'current-year': 'Année en cours',
  '2020-2024': '2020 - 2024',
  'before-2020': 'Avant 2020',
  custom: 'Période personnalisée',
};

/** Document type categories and their types (public-area.md §9). */
export const DOC_TYPE_CATEGORIES = {
  'normes-generales': {
    label: 'Normes générales',
    types: [
      'Loi',
      'Décret',
      'Ordonnance',
      'Code',
      'Constitution',
      'Directive',
      'Règlement',
      'Zatu',
      'Raabo',
      'Acte Uniforme',
      'Acte Additionnel',
      'Kiti',
    ],
  },
  jurisprudence: {
    label: 'Jurisprudence',
    types: ['Jugement', 'Arrêt', 'Décision', 'Sentence', 'Jurisprudence'],
  },
  'textes-internationaux': {
    label: 'Textes internationaux',
    types: ['Convention internationale', 'Traité', 'Protocole', 'Accord'],
  },
  'actes-administratifs': {
    label: 'Actes administratifs',
    types: ['Arrêté', 'Circulaire', 'Instruction', 'Avis', 'Communiqué'],
  },
  'guides-doctrine': {
    label: 'Guides et doctrine',
    types: ['Guide', 'Déclaration', 'Résolution'],
  },
} as const;
export type DocTypeCategory = keyof typeof DOC_TYPE_CATEGORIES;
export const DOC_TYPE_CATEGORY_KEYS = Object.keys(DOC_TYPE_CATEGORIES) as DocTypeCategory[];

/** Search counts are exact up to this many documents (decisions.md §4); the engine's COUNT_LIMIT. */
export const SEARCH_COUNT_LIMIT = 10_000;

/**
 * What one search reads of its query (docs/search-engine.md, "Cost model"). Each bounds a cost that grew with
 * what was typed; past one, the engine searches what fits and its answer says `partial`.
 */
export const SEARCH_QUERY_LIMITS = {
  /**
   * Characters read, from the start (the search box's maxLength): the parser, the suggestions, the references
   * and the text names read no further (2,000 repeated words once cost 300 ms of suggestions).
   */
  characters: SEARCH.maxQueryLength,
  /** Words searched (analysed tokens: a phrase's words and exclusions count): each reads a posting list. */
  tokens: 32,
  /**
   * Article numbers one query names, ranges expanded: each is looked up in every text the query names
   * (63,751 numbers chained in ranges once cost 8 s of engine time).
   */
  referenceArticles: 50,
  /** Articles one range ('articles 5 à 7') names; a wider range names its two ends only. */
  rangeLength: 50,
} as const;
