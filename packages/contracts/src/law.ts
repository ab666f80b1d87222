import { z } from 'zod';
import { DecisionSummary } from './case-law';
import { ARTICLE_STATUSES } from './document-constants';
import { DocTypeRef, StatusNote } from './documents';

// The law as it stands (api.md "Texts as the law stands"): what cites what, article statuses, versions.

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const page = z.preprocess(
  blankToUndefined,
  z.coerce.number().int('Page invalide').min(1, 'Page invalide').max(100_000, 'Page invalide').default(1),
);
const limit = z.preprocess(
  blankToUndefined,
  z.coerce
    .number()
    .int('Limite invalide')
    .min(1, 'Limite invalide')
    .max(100, 'Limite invalide (100 au plus)')
    .default(20),
);
const articleId = z
  .string()
  .trim()
  .min(1, 'Article invalide')
  .max(200, 'Article invalide')
  .regex(/^[a-z0-9-]+$/, 'Article invalide');

/** GET /api/documents/{id}/citations: what cites the document, or (articleId) that article. */
export const DocumentCitationsQuery = z.object({
  articleId: z.preprocess(blankToUndefined, articleId.optional()),
  page,
  limit,
});
export type DocumentCitationsQuery = z.input<typeof DocumentCitationsQuery>;

/** One text (and article) citing or cited, with the words around the reference. */
export const CitationItem = z.object({
  document: z.object({
    id: z.number(),
    title: z.string(),
    reference: z.string().nullable(),
    docType: DocTypeRef.nullable(),
  }),
  article: z.object({ id: z.string(), label: z.string() }).optional(),
  /** The sentence of the citing article around the reference (plain text). */
  excerpt: z.string(),
  /** A court decision citing or cited: its court, date and solution (api.md "Case law"). */
  decision: DecisionSummary.optional(),
});
export type CitationItem = z.infer<typeof CitationItem>;

export const DocumentCitationsAnswer = z.object({
  /** What cites the document (other texts) or the article (any article, its own text's included), newest first. */
  citedBy: z.array(CitationItem),
  total: z.number(),
  pagination: z.object({ total: z.number(), page: z.number(), limit: z.number(), pages: z.number() }),
  /** What the document (other texts) or the article cites, in its reading order. */
  cites: z.array(CitationItem),
});
export type DocumentCitationsAnswer = z.infer<typeof DocumentCitationsAnswer>;

export const DocumentVersion = z.object({
  id: z.number(),
  label: z.string(),
  /** 'YYYY-MM-DD' or null when unknown. */
  validFrom: z.string().nullable(),
  /** The day before the next version; null for the current one. */
  validTo: z.string().nullable(),
  current: z.boolean(),
  note: z.string().nullable(),
});
export type DocumentVersion = z.infer<typeof DocumentVersion>;

/** GET /api/documents/{id}/versions: oldest first; empty for a text with a single, unrecorded version. */
export const DocumentVersionsAnswer = z.object({ versions: z.array(DocumentVersion) });
export type DocumentVersionsAnswer = z.infer<typeof DocumentVersionsAnswer>;

const versionId = z.coerce
  .number({ message: 'Version invalide' })
  .int('Version invalide')
  .min(1, 'Version invalide')
  .max(2_147_483_647, 'Version invalide');
/** GET /api/documents/{id}/versions/compare?from=&to= */
export const VersionCompareQuery = z.object({ from: versionId, to: versionId });

export const ARTICLE_CHANGES = ['added', 'removed', 'modified'] as const;
export const ArticleChange = z.object({
  /** The article's id in `to` (in `from` for a removed one). */
  articleId: z.string(),
  label: z.string(),
  change: z.enum(ARTICLE_CHANGES),
  /** Its text in `from` (absent when added). */
  before: z.string().optional(),
  /** Its text in `to` (absent when removed). */
  after: z.string().optional(),
});
export type ArticleChange = z.infer<typeof ArticleChange>;

export const VersionCompareAnswer = z.object({
  from: z.object({ id: z.number(), label: z.string() }),
  to: z.object({ id: z.number(), label: z.string() }),
  /** Changed articles in the reading order of `to` (removed ones where they stood); unchanged ones left out. */
  articles: z.array(ArticleChange),
  counts: z.object({ added: z.number(), removed: z.number(), modified: z.number(), unchanged: z.number() }),
});
export type VersionCompareAnswer = z.infer<typeof VersionCompareAnswer>;

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide (format attendu AAAA-MM-JJ)');

/** PUT /api/documents/{id}/articles/{articleId}/status (back-office). */
export const ArticleStatusBody = z.object({
  status: z.enum(ARTICLE_STATUSES, { message: 'Statut invalide' }),
  statusNote: z
    .object({
      text: z
        .string()
        .trim()
        .min(1, 'La note est requise')
        .max(2000, 'Note trop longue (2000 caractères au plus)'),
      by: z
        .object({
          documentId: z.number().int().positive(),
          articleId: articleId.optional(),
          reference: z.string().trim().max(300, 'Référence trop longue').optional(),
        })
        .optional(),
      date: isoDate.optional(),
    })
    .nullable()
    .optional(),
});
export type ArticleStatusBody = z.infer<typeof ArticleStatusBody>;
export const ArticleStatusParams = z.object({ id: z.coerce.number().int().positive(), articleId });

export const ArticleStatusAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  articleId: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  statusNote: StatusNote.nullable(),
});

/** POST /api/documents/{id}/versions (multipart: these fields, and an optional `pdf`). */
export const VersionFormFields = z.object({
  content: z.string().max(20_000_000, 'Texte trop long').default(''),
  preambule: z.string().max(200_000, 'Préambule trop long').optional(),
  validFrom: isoDate,
  label: z.string().trim().max(200, 'Intitulé trop long (200 caractères au plus)').optional(),
  note: z.string().trim().max(2000, 'Note trop longue (2000 caractères au plus)').optional(),
});
export type VersionFormFields = z.infer<typeof VersionFormFields>;

export const VersionCreatedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  version: DocumentVersion,
  /** The new text was read from the PDF (its content field was empty). */
  contentFromPdf: z.boolean(),
});
export type VersionCreatedAnswer = z.infer<typeof VersionCreatedAnswer>;
