import { z } from 'zod';
import { DECISION_SOLUTIONS, DecisionOutline, DecisionSummary, DecisionView } from './case-law';
import { QueryBoolean } from './common';
import { SEARCH } from './constants';
import {
  ARTICLE_STATUSES,
  DOC_TYPE_CATEGORIES,
  DOC_TYPE_CATEGORY_KEYS,
  DOCUMENT_STATUSES,
  PERIODS,
  type Period,
} from './document-constants';
import { API_DOCS } from './messages/api-docs';

// Documents: search filters, search answer, document reading, reference lists (public-area.md §3, §7).

export const DATE_FROM_AFTER_TO = 'La date de début ne peut pas être postérieure à la date de fin';
export const DATE_TO_IN_FUTURE = 'La date de fin ne peut pas être dans le futur';
export const INVALID_DATE = 'Date invalide (format attendu AAAA-MM-JJ)';
export const SEARCH_AUTH_REQUIRED = 'Authentification requise';
export const PDF_LOGIN_REQUIRED = 'Vous devez être connecté pour télécharger des documents';
export const DOCUMENT_NOT_FOUND = 'Document non trouvé';
export const PDF_NOT_FOUND = 'Aucun PDF disponible pour ce document';

/** 'YYYY-MM-DD' of a date in UTC (Burkina Faso is UTC+0 all year). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function isRealDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDay(d) === value;
}

/**
 * Date range of a period preset, relative to `today` ('YYYY-MM-DD'). 'all' and 'custom' give
 * no range ('custom' uses the dates the user typed).
 */
export function periodRange(period: Period, today: string): { dateFrom: string; dateTo: string } | null {
  const t = new Date(`${today}T00:00:00Z`);
  switch (period) {
    case '30-days': {
      const from = new Date(t);
      from.setUTCDate(from.getUTCDate() - 30);
      return { dateFrom: isoDay(from), dateTo: today };
    }
    case '6-months': {
      const from = new Date(t);
      from.setUTCMonth(from.getUTCMonth() - 6);
      return { dateFrom: isoDay(from), dateTo: today };
    }
    case 'current-year':
      return { dateFrom: `${today.slice(0, 4)}-01-01`, dateTo: today };
    case '2020-2024':
      return { dateFrom: '2020-01-01', dateTo: '2024-12-31' };
    case 'before-2020':
      return { dateFrom: '1900-01-01', dateTo: '2019-12-31' };
    default:
      return null;
  }
}

/** The custom-date rules of public-area.md §5; null when they hold. */
export function checkDateRange(dateFrom: string | undefined, dateTo: string | undefined, today: string) {
  if (dateFrom && dateTo && dateFrom > dateTo) return { field: 'dateFrom', message: DATE_FROM_AFTER_TO };
  if (dateTo && dateTo > today) return { field: 'dateTo', message: DATE_TO_IN_FUTURE };
  return null;
}

/** '' in a query string means 'not given'. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, 'Valeur trop longue').optional());
const optionalDate = z.preprocess(
  blankToUndefined,
  z.string().trim().refine(isRealDate, INVALID_DATE).optional(),
);

export const SORTS = ['relevance', 'date'] as const;
export type SearchSort = (typeof SORTS)[number];

/** GET /api/documents/filtered. Dates are checked against today's date by the server. */
export const DocumentSearchQuery = z.object({
  page: z.preprocess(
    blankToUndefined,
    z.coerce.number().int('Page invalide').min(1, 'Page invalide').max(100_000, 'Page invalide').default(1),
  ),
  // Above the maximum is clamped rather than refused: a bookmarked URL keeps working.
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int('Limite invalide')
      .min(1, 'Limite invalide')
      .default(SEARCH.pageSize)
      .transform((n) => Math.min(n, SEARCH.maxPageSize)),
  ),
  q: z
    .preprocess(blankToUndefined, z.string().max(10_000, 'La recherche est trop longue').optional())
    .meta({ description: API_DOCS.searchQueryField }),
  search_type: optionalText(40),
  documentType: optionalText(120),
  category: optionalText(60),
  typeCategory: optionalText(60),
  domain: optionalText(200),
  jurisdiction: optionalText(200),
  /** Court decisions (api.md "Case law"): a court of GET /api/courts (its id), a solution, the decision's year. */
  court: optionalText(80),
  solution: z.preprocess(
    blankToUndefined,
    z.enum(DECISION_SOLUTIONS, { message: 'Solution invalide' }).optional(),
  ),
  decisionYear: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int('Année invalide')
      .min(1800, 'Année invalide')
      .max(2200, 'Année invalide')
      .optional(),
  ),
  period: z.preprocess(blankToUndefined, z.enum(PERIODS, { message: 'Période invalide' }).optional()),
  dateFrom: optionalDate,
  dateTo: optionalDate,
  withPdf: z.preprocess(blankToUndefined, QueryBoolean.optional()),
  /** 'en_vigueur': repealed articles are left out. */
  status: z.preprocess(blankToUndefined, z.enum(['en_vigueur'], { message: 'Statut invalide' }).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(SORTS, { message: 'Tri invalide' }).optional()),
});
export type DocumentSearchQuery = z.input<typeof DocumentSearchQuery>;
export type DocumentSearchParams = z.output<typeof DocumentSearchQuery>;

export const DocTypeRef = z.object({
  id: z.number(),
  type: z.string(),
  category: z.string(),
  slug: z.string(),
});
export type DocTypeRef = z.infer<typeof DocTypeRef>;
export const NamedEntityRef = z.object({ id: z.number(), name: z.string() });
export type NamedEntityRef = z.infer<typeof NamedEntityRef>;

/** One article (or passage) of a hit that matches the query, best first. */
export const HitArticle = z.object({
  /** The anchor on the document page: /document/{id}?q=…#{id}. */
  id: z.string(),
  /** 'Article 36'; for a passage of a text without articles, the heading above it or ''. */
  label: z.string(),
  /** HTML: an escaped extract of this article with matching words in <mark>. */
  snippet: z.string(),
  /** The article a reference in the query names ("article 36 code du travail"). */
  referenced: z.boolean(),
  /** Its status in the text as it stands; a repealed article ranks after the live ones that answer as well. */
  status: z.enum(ARTICLE_STATUSES),
  /** What the hit's line says of an article not in force ('Abrogé par l'Acte uniforme …'); null when in force. */
  statusLabel: z.string().nullable(),
});
export type HitArticle = z.infer<typeof HitArticle>;

export const DocumentHit = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  /** HTML: the escaped title with matching words in <mark>. */
  titleHighlighted: z.string(),
  /** HTML: an escaped extract with matching words in <mark>; the start of the text without a query. */
  snippet: z.string(),
  /** The best-matching article (articles[0]), for /document/{id}?q=…#{article.id}; null when none. */
  article: z.object({ id: z.string(), label: z.string() }).nullable(),
  /** Up to 3 best-matching articles, best first; empty when only the title matched or without a query. */
  articles: z.array(HitArticle).max(3),
  /** How users cite the text ('Loi n°028-2008/AN du 13 mai 2008'); null when none is known. */
  reference: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  publishedAt: z.string().nullable(),
  docType: DocTypeRef.nullable(),
  documentType: DocTypeRef.nullable(),
  domaine: NamedEntityRef.nullable(),
  domain: NamedEntityRef.nullable(),
  organisme: NamedEntityRef.nullable(),
  jurisdiction: z.string().nullable(),
  hasPdf: z.boolean(),
  /** A court decision: its court, date and solution. */
  decision: DecisionSummary.nullable().optional(),
});
export type DocumentHit = z.infer<typeof DocumentHit>;

export const SearchFacets = z.object({
  types: z.array(DocTypeRef.extend({ count: z.number() })),
  categories: z.array(z.object({ category: z.string(), label: z.string(), count: z.number() })),
  domains: z.array(NamedEntityRef.extend({ count: z.number() })),
  jurisdictions: z.array(z.object({ name: z.string(), count: z.number() })),
  years: z.array(z.object({ year: z.number(), count: z.number() })),
  /** Court decisions: their courts, solutions and years, newest first (api.md "Case law"). */
  courts: z.array(z.object({ id: z.string(), name: z.string(), count: z.number() })),
  solutions: z.array(z.object({ solution: z.enum(DECISION_SOLUTIONS), count: z.number() })),
  decisionYears: z.array(z.object({ year: z.number(), count: z.number() })),
});
export type SearchFacets = z.infer<typeof SearchFacets>;

export const SearchPagination = z.object({
  page: z.number(),
  limit: z.number(),
  /** Exact up to SEARCH_COUNT_LIMIT; above it, SEARCH_COUNT_LIMIT with totalIsLowerBound. */
  total: z.number(),
  pages: z.number(),
  /** More hits than SEARCH_COUNT_LIMIT: the screen says "plus de 10 000 résultats". */
  totalIsLowerBound: z.boolean(),
});

/** A synonym line of the project's legal lexicon that widened the query ("Recherche élargie à : …"). */
export const SearchWidening = z.object({
  /** The query's words it applied to ('faillite'). */
  source: z.string(),
  /** What was also looked for ('procédures collectives', 'liquidation des biens', …). */
  alternatives: z.array(z.string()),
});

/** What a reference in the query ("article 36 code du travail", "AUDCG art. 123") named and found. */
export const SearchReference = z.object({
  /** The article numbers named, as the texts label them ('36', '5 bis', 'L. 111-1'). */
  articles: z.array(z.string()),
  /** How the query named the text, as the lexicon writes it ('Code du travail'); null without a text. */
  textName: z.string().nullable(),
  /** False when no document goes by that name: the words were searched instead. */
  textFound: z.boolean(),
  /** Named articles that the named text (or, without a text, any matching text) does not have. */
  missing: z.array(z.string()),
});

export const DocumentSearchAnswer = z.object({
  documents: z.array(DocumentHit),
  pagination: SearchPagination,
  search_permissions: z.object({
    canSearch: z.boolean(),
    canDownloadPdf: z.boolean(),
    role: z.string(),
  }),
  facets: SearchFacets,
  /** Facets counted over the SEARCH_COUNT_LIMIT best hits only. */
  facetsApproximate: z.boolean(),
  /** "Vouliez-vous dire …": the query with its misspelt words replaced; null when none is better. */
  suggestion: z.string().nullable(),
  /** The query as typed found nothing: the documents, counts and facets are those of `suggestion`. */
  suggestionApplied: z.boolean(),
  widenedWith: z.array(SearchWidening),
  reference: SearchReference.nullable(),
  /**
   * Not everything typed was searched (SEARCH_QUERY_LIMITS, docs/search-engine.md "Cost model"): the query
   * was longer than the limits (characters, words, article numbers, a range), or the search reached its
   * work budget and stopped with the best answer found so far. The screen says so.
   */
  partial: z.boolean().meta({ description: API_DOCS.searchPartialField }),
  query: z.object({
    text: z.string(),
    /** Analysed tokens looked for (accents folded, stemmed): what the screen may highlight. */
    terms: z.array(z.string()),
    prefixes: z.array(z.string()),
    /** True when text was given but nothing searchable is left in it (stop words, punctuation). */
    empty: z.boolean(),
    /** A prefix* matched more words than the bound: the rarest were left out. */
    prefixLimited: z.boolean(),
    sort: z.enum(SORTS),
  }),
  /** The date range applied, once presets are computed. */
  appliedFilters: z.object({ dateFrom: z.string().nullable(), dateTo: z.string().nullable() }),
});
export type DocumentSearchAnswer = z.infer<typeof DocumentSearchAnswer>;

export const DOCUMENT_BLOCK_KINDS = [
  'livre',
  'partie',
  'titre',
  'chapitre',
  'section',
  /** A part of a court decision: visas, motifs, dispositif… (api.md "Case law"). */
  'part',
  'article',
  'paragraph',
] as const;

/** What changed an article: a note, the text (and article) that did, when known, and a date. */
export const StatusNote = z.object({
  text: z.string(),
  by: z
    .object({ documentId: z.number(), articleId: z.string().optional(), reference: z.string() })
    .optional(),
  date: z.string().optional(),
});
export type StatusNote = z.infer<typeof StatusNote>;

/**
 * A reference of the block's text that lands on a published text or article: character offsets [from, to)
 * into `text`, and the target (no `articleId`: the text itself). A reference that lands nowhere is no link.
 */
export const ArticleLink = z.object({
  from: z.number(),
  to: z.number(),
  documentId: z.number(),
  articleId: z.string().optional(),
});
export type ArticleLink = z.infer<typeof ArticleLink>;

export const DocumentBlock = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_BLOCK_KINDS),
  level: z.number(),
  label: z.string(),
  heading: z.string().optional(),
  text: z.string(),
  /** Notes of the official edition (its footnotes) that belong to the block; see content-notes.ts. */
  notes: z.array(z.string()).optional(),
  start: z.number(),
  end: z.number(),
  /** Articles: their status in the version read. */
  status: z.enum(ARTICLE_STATUSES).optional(),
  /** Articles: what changed them; null when in force as written. */
  statusNote: StatusNote.nullable().optional(),
  /** Articles: the references of `text` that are links, in text order. */
  links: z.array(ArticleLink).optional(),
  /** Articles: how many articles of published texts cite this one (GET /documents/{id}/citations lists them). */
  citedByCount: z.number().optional(),
});
export type DocumentBlock = z.infer<typeof DocumentBlock>;

export const TocEntry = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_BLOCK_KINDS).exclude(['paragraph']),
  level: z.number(),
  label: z.string(),
  heading: z.string().optional(),
  /** Articles that are not in force: marked in the table of contents. */
  status: z.enum(ARTICLE_STATUSES).optional(),
});
export type TocEntry = z.infer<typeof TocEntry>;

/** Blocks in the first answer of a long document; later windows come from /documents/{id}/blocks. */
export const DOCUMENT_FIRST_WINDOW = 200;
export const DOCUMENT_MAX_WINDOW = 500;

/**
 * GET /api/documents/{id}: every field of the spec's Document plus its blocks and table of contents.
 * The text is sent once: for a long document (LONG_DOCUMENT) the blocks carry it, so `content` is null
 * and `blocks` holds only the first window (`blocksTotal` says how many exist). The spec's screens read
 * `content`; `?full=1` still answers it (and every block) for a client that needs the whole text.
 * A long document's table of contents comes apart too (`toc` empty, `tocTotal` entries at
 * /documents/{id}/toc): for a whole code it is most of the answer (14,644 entries, 1.36 MB of the
 * Code du travail's 1.45 MB), which a phone would otherwise download and parse before the first screen.
 */
export const DocumentDetail = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  content: z.string().nullable(),
  preambule: z.string().nullable(),
  /** How users cite the text ('Zatu an VII 13 du 16 novembre 1989'), shown instead of the slug; null when none is known. */
  reference: z.string().nullable(),
  /** In force, partially repealed or repealed; a repealed text stays readable, clearly marked. */
  status: z.enum(DOCUMENT_STATUSES),
  /** What repealed it, or which parts are repealed and by what. */
  statusNote: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** Public (true) or draft; an undated public text has publishedAt null. */
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  docType: DocTypeRef.nullable(),
  documentType: DocTypeRef.nullable(),
  domaine: NamedEntityRef.nullable(),
  domain: NamedEntityRef.nullable(),
  organisme: NamedEntityRef.nullable(),
  jurisdiction: z.string().nullable(),
  /** The download URL when a PDF is stored (never a storage key or a file path). */
  pdfPath: z.string().nullable(),
  pdf_path: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  hasPdf: z.boolean(),
  pdfName: z.string().nullable(),
  pdfSize: z.number().nullable(),
  externalPdfUrl: z.string().nullable(),
  source: z.string().nullable(),
  contentLength: z.number(),
  /** Lines of the text, so the client can tell a long document without it. */
  lineCount: z.number(),
  blocks: z.array(DocumentBlock),
  blocksTotal: z.number(),
  toc: z.array(TocEntry),
  /** Entries of the whole table of contents: more than `toc.length` when it is to be fetched apart. */
  tocTotal: z.number(),
  /** The version shown, when the text has recorded versions (GET /documents/{id}/versions); else null. */
  version: z
    .object({
      id: z.number(),
      label: z.string(),
      validFrom: z.string().nullable(),
      validTo: z.string().nullable(),
      current: z.boolean(),
      note: z.string().nullable(),
    })
    .nullable(),
  /** A court decision's own fields (a document of the `jurisprudence` category; api.md "Case law"). */
  decision: DecisionView.nullable().optional(),
});
export type DocumentDetail = z.infer<typeof DocumentDetail>;

/** GET /api/documents/{id}/toc: the whole table of contents of a document. */
export const DocumentTocAnswer = z.object({ toc: z.array(TocEntry) });
export type DocumentTocAnswer = z.infer<typeof DocumentTocAnswer>;

/** At most this many entries in a document's outline. */
export const OUTLINE_MAX_ENTRIES = 2000;

/**
 * GET /api/documents/{id}/outline, for anyone: what a visitor who opens a shared link sees before signing
 * in. The document's title, reference, validity, type, domain, body, date and source (a decision's court,
 * number, date and solution too), and its plan: the divisions (livres, titres, chapitres, sections), or its
 * articles when it has no divisions; never its text.
 * `tocTotal` counts every entry of the whole table of contents, articles included.
 */
export const DocumentOutline = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  reference: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  statusNote: z.string().nullable(),
  publishedAt: z.string().nullable(),
  docType: DocTypeRef.nullable(),
  domaine: NamedEntityRef.nullable(),
  organisme: NamedEntityRef.nullable(),
  jurisdiction: z.string().nullable(),
  /** Where the document comes from ('Source : Juricaf (AHJUCAF), ODbL 1.0'); null when not said. */
  source: z.string().nullable().optional(),
  /** A court decision: the facts of its heading (api.md "Case law"). */
  decision: DecisionOutline.nullable().optional(),
  toc: z.array(TocEntry),
  tocTotal: z.number(),
});
export type DocumentOutline = z.infer<typeof DocumentOutline>;

const flag = z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()).optional();
/** A version of a text, by its id (GET /api/documents/{id}/versions); absent: the version in force. */
const versionParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: 'Version invalide' })
    .int('Version invalide')
    .min(1, 'Version invalide')
    .max(2_147_483_647, 'Version invalide')
    .optional(),
);
/** GET /api/documents/{id}: `full=1` asks for the whole text and every block; `version` an earlier version. */
export const DocumentDetailQuery = z.object({ full: flag, version: versionParam });
/** GET /api/documents/{id}/toc: the table of contents of the version read. */
export const DocumentTocQuery = z.object({ version: versionParam });

/** GET /api/documents/{id}/blocks: a window of blocks, for a long document read page after page. */
export const DocumentBlocksQuery = z.object({
  version: versionParam,
  from: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'Position de départ invalide' })
      .int('Position de départ invalide')
      .min(0, 'Position de départ invalide')
      .max(10_000_000, 'Position de départ invalide')
      .default(0),
  ),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'Limite invalide' })
      .int('Limite invalide')
      .min(1, 'Limite invalide')
      .max(DOCUMENT_MAX_WINDOW, `Limite invalide (${DOCUMENT_MAX_WINDOW} au plus)`)
      .default(DOCUMENT_FIRST_WINDOW),
  ),
});
export type DocumentBlocksQuery = z.infer<typeof DocumentBlocksQuery>;

export const DocumentBlocksAnswer = z.object({
  from: z.number(),
  blocks: z.array(DocumentBlock),
  blocksTotal: z.number(),
});
export type DocumentBlocksAnswer = z.infer<typeof DocumentBlocksAnswer>;

export const DocumentStatsAnswer = z.object({ total: z.number() });

/** GET /api/doc_types and /api/domaines: the public list and, in the same body, the admin page of it. */
export const ReferenceListQuery = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).catch(1).optional()),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(500).catch(20).optional()),
  search: optionalText(200),
});
export type ReferenceListQuery = z.input<typeof ReferenceListQuery>;

const pageOf = <T extends z.ZodType>(item: T) => ({
  items: z.array(item),
  totalItems: z.number(),
  totalPages: z.number(),
  page: z.number(),
  limit: z.number(),
});

export const DocTypeListItem = DocTypeRef.extend({ createdAt: z.string(), documentCount: z.number() });
export const DocTypesAnswer = z.object({ doc_types: z.array(DocTypeListItem), ...pageOf(DocTypeListItem) });
export type DocTypesAnswer = z.infer<typeof DocTypesAnswer>;

export const DomaineListItem = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.string(),
  documentCount: z.number(),
});
export const DomainesAnswer = z.object({ domaines: z.array(DomaineListItem), ...pageOf(DomaineListItem) });
export type DomainesAnswer = z.infer<typeof DomainesAnswer>;

export const categoryLabel = (key: string) =>
  (DOC_TYPE_CATEGORIES as Record<string, { label: string }>)[key]?.label ?? key;
export const isDocTypeCategory = (key: string) => (DOC_TYPE_CATEGORY_KEYS as string[]).includes(key);
