import { z } from 'zod';
import { DocTypeRef } from './documents';

// The personal library (api.md "Personal library"): favourites and folders, download history, similar texts.

/** What one account may keep: the list pages and the screens say these limits. */
export const LIBRARY_LIMITS = {
  favoritesPerUser: 2_000,
  foldersPerUser: 100,
  folderNameChars: 80,
  noteChars: 1_000,
  /** Similar texts shown on a document page. */
  similarTexts: 5,
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const positiveId = (message: string) =>
  z.coerce.number({ message }).int(message).min(1, message).max(2_147_483_647, message);
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
const note = z
  .string({ message: 'Note invalide' })
  .trim()
  .max(LIBRARY_LIMITS.noteChars, `La note ne peut pas dépasser ${LIBRARY_LIMITS.noteChars} caractères`);
/** A folder, or null for "not filed". */
const folderId = positiveId('Dossier invalide').nullable();

export const LibraryPagination = z.object({
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  pages: z.number(),
});

/** The text a library item names, as the lists show it. */
export const LibraryDocumentRef = z.object({
  id: z.number(),
  title: z.string(),
  reference: z.string().nullable(),
  docType: DocTypeRef.nullable(),
  publishedAt: z.string().nullable(),
});
export type LibraryDocumentRef = z.infer<typeof LibraryDocumentRef>;

export const FavoriteArticle = z.object({
  /** The article's anchor in the document as it stands now (it follows the article when the text is edited). */
  id: z.string(),
  label: z.string(),
  /** True when the text was edited and the article is no longer in it: `id` and `label` are those saved. */
  gone: z.boolean(),
});

export const Favorite = z.object({
  id: z.number(),
  document: LibraryDocumentRef,
  article: FavoriteArticle.nullable(),
  folderId: z.number().nullable(),
  note: z.string(),
  createdAt: z.string(),
  /** What the reader should know about this item (the saved article is gone), or null. */
  notice: z.string().nullable(),
});
export type Favorite = z.infer<typeof Favorite>;

/** A favourite whose text was deleted or withdrawn: no longer in the list, said once with its saved title. */
export const UnavailableFavorite = z.object({
  id: z.number(),
  title: z.string(),
  notice: z.string(),
});
export type UnavailableFavorite = z.infer<typeof UnavailableFavorite>;

/** GET /api/me/favorites */
export const FavoritesQuery = z.object({
  /** A folder's id, or 'none' for the unfiled ones; all when absent. */
  folderId: z.preprocess(
    blankToUndefined,
    z.union([z.literal('none'), positiveId('Dossier invalide')]).optional(),
  ),
  /** Only the favourites of these documents (the stars of a result page or a document page): '12,15'. */
  documentIds: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.split(',')) : v),
    z.array(positiveId('Document invalide')).max(50, 'Au plus 50 documents').optional(),
  ),
  page,
  limit,
});
export type FavoritesQuery = z.input<typeof FavoritesQuery>;

export const FavoritesAnswer = z.object({
  favorites: z.array(Favorite),
  pagination: LibraryPagination,
  unavailable: z.array(UnavailableFavorite),
  limits: z.object({ favorites: z.number(), noteChars: z.number() }),
});
export type FavoritesAnswer = z.infer<typeof FavoritesAnswer>;

/** POST /api/me/favorites */
export const FavoriteCreateInput = z.object({
  documentId: positiveId('Document invalide'),
  articleId: z.preprocess(blankToUndefined, articleId.optional()),
  folderId: folderId.optional(),
  note: note.optional(),
});
export type FavoriteCreateInput = z.input<typeof FavoriteCreateInput>;

/** PUT /api/me/favorites/{id}: what is sent changes, what is absent stays. */
export const FavoriteUpdateInput = z.object({
  folderId: folderId.optional(),
  note: note.optional(),
});
export type FavoriteUpdateInput = z.input<typeof FavoriteUpdateInput>;

export const FavoriteAnswer = z.object({ success: z.literal(true), favorite: Favorite, message: z.string() });
export type FavoriteAnswer = z.infer<typeof FavoriteAnswer>;

export const Folder = z.object({
  id: z.number(),
  name: z.string(),
  favoriteCount: z.number(),
  createdAt: z.string(),
});
export type Folder = z.infer<typeof Folder>;

export const FoldersAnswer = z.object({
  folders: z.array(Folder),
  limits: z.object({ folders: z.number(), nameChars: z.number() }),
});
export type FoldersAnswer = z.infer<typeof FoldersAnswer>;

/** POST /api/me/folders and PUT /api/me/folders/{id} */
export const FolderInput = z.object({
  name: z
    .string({ message: 'Le nom du dossier est requis' })
    .trim()
    .min(1, 'Le nom du dossier est requis')
    .max(
      LIBRARY_LIMITS.folderNameChars,
      `Le nom du dossier ne peut pas dépasser ${LIBRARY_LIMITS.folderNameChars} caractères`,
    ),
});
export type FolderInput = z.input<typeof FolderInput>;

export const FolderAnswer = z.object({ success: z.literal(true), folder: Folder, message: z.string() });
export type FolderAnswer = z.infer<typeof FolderAnswer>;

export const LibraryDeletedAnswer = z.object({ success: z.literal(true), message: z.string() });
export type LibraryDeletedAnswer = z.infer<typeof LibraryDeletedAnswer>;

/** GET /api/me/downloads */
export const DownloadsQuery = z.object({ page, limit });
export type DownloadsQuery = z.input<typeof DownloadsQuery>;

export const DownloadItem = z.object({
  document: LibraryDocumentRef,
  downloadedAt: z.string(),
  /** How many times this account downloaded it (the list keeps one line per text, the latest first). */
  count: z.number(),
});
export type DownloadItem = z.infer<typeof DownloadItem>;

export const DownloadsAnswer = z.object({ downloads: z.array(DownloadItem), pagination: LibraryPagination });
export type DownloadsAnswer = z.infer<typeof DownloadsAnswer>;

export const SIMILARITY_REASONS = ['domain', 'cites', 'citedBy', 'terms'] as const;
export type SimilarityReason = (typeof SIMILARITY_REASONS)[number];

export const SimilarText = z.object({
  document: LibraryDocumentRef,
  /** Why it is shown, strongest first: each with its French sentence. */
  reasons: z.array(z.object({ kind: z.enum(SIMILARITY_REASONS), label: z.string() })),
});
export type SimilarText = z.infer<typeof SimilarText>;

/** GET /api/documents/{id}/similar */
export const SimilarTextsAnswer = z.object({ documents: z.array(SimilarText) });
export type SimilarTextsAnswer = z.infer<typeof SimilarTextsAnswer>;
