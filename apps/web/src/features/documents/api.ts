import {
  type DocumentBlocksAnswer,
  type DocumentCitationsAnswer,
  type DocumentDetail,
  type DocumentOutline,
  type DocumentTocAnswer,
  type DocumentVersionsAnswer,
  COMMON_TEXTS as M,
  type SimilarTextsAnswer,
  TIMEOUTS_MS,
  type VersionCompareAnswer,
} from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  documentHttpMessage as httpMessage,
  requestDocument,
  takePrefetchedDocument,
} from './document-request';

/**
 * The document for a signed-in reader (`session`: the session's token, null for a visitor, who gets no
 * request). Keyed by session: after a sign-in on the page the document is asked for again, with it.
 */
export function useDocument(id: string, session: string | null, version: number | null = null) {
  return useQuery({
    queryKey: ['documents', 'detail', id, session, version],
    // The request public/document-prefetch.js started with the page, when there is one (the text as it
    // stands: an earlier version is asked for apart).
    queryFn: ({ signal }) =>
      version === null
        ? (takePrefetchedDocument(id) ?? requestDocument(id, signal))
        : api.get<DocumentDetail>(`/documents/${encodeURIComponent(id)}?version=${version}`, {
            auth: true,
            signal,
            timeoutMs: TIMEOUTS_MS.content,
            networkErrorMessage: M.network,
            httpErrorMessage: httpMessage,
          }),
    enabled: session !== null,
    // A document is replaced whole, never patched: comparing hundreds of blocks with the previous
    // answer, key by key, would only add a long task to the page's start.
    structuralSharing: false,
  });
}

/** What a visitor sees of a document (GET /documents/{id}/outline): its facts and plan, no text. */
export function useDocumentOutline(id: string, wanted: boolean) {
  return useQuery({
    queryKey: ['documents', 'outline', id],
    queryFn: ({ signal }) =>
      api.get<DocumentOutline>(`/documents/${id}/outline`, {
        signal,
        timeoutMs: TIMEOUTS_MS.content,
        networkErrorMessage: M.network,
        httpErrorMessage: httpMessage,
      }),
    enabled: wanted,
  });
}

/**
 * The whole table of contents of `doc`: the one in its answer, or, for a long document (whose answer
 * leaves it out), fetched from /documents/{id}/toc once `wanted` (the panel is shown).
 */
export function useDocumentToc(doc: DocumentDetail, wanted: boolean) {
  const inAnswer = doc.toc.length >= doc.tocTotal;
  const query = useQuery({
    // Keyed by the version too: an edited text has another table.
    queryKey: ['documents', 'toc', doc.id, doc.updatedAt, doc.version?.id],
    queryFn: ({ signal }) =>
      api.get<DocumentTocAnswer>(`/documents/${doc.id}/toc${versionQuery(doc, '?')}`, {
        auth: true,
        signal,
        timeoutMs: TIMEOUTS_MS.content,
        networkErrorMessage: M.network,
        httpErrorMessage: httpMessage,
      }),
    enabled: wanted && !inAnswer,
    structuralSharing: false,
  });
  if (inAnswer) return { toc: doc.toc, error: null, retry: () => undefined };
  return {
    toc: query.data?.toc ?? null,
    error: query.isError ? query.error.message : null,
    retry: () => void query.refetch(),
  };
}

/** A later window of a long document's blocks (the first one comes with the document). */
export function fetchBlockWindow(
  doc: Pick<DocumentDetail, 'id' | 'version'>,
  from: number,
  limit: number,
  signal?: AbortSignal,
) {
  return api.get<DocumentBlocksAnswer>(
    `/documents/${doc.id}/blocks?from=${from}&limit=${limit}${versionQuery(doc, '&')}`,
    {
      auth: true,
      signal,
      timeoutMs: TIMEOUTS_MS.content,
      networkErrorMessage: M.network,
      httpErrorMessage: httpMessage,
    },
  );
}

/** `version=` for an earlier version read (the current one is the default). */
const versionQuery = (doc: Pick<DocumentDetail, 'version'>, sep: '?' | '&') =>
  doc.version && !doc.version.current ? `${sep}version=${doc.version.id}` : '';

const readOptions = (signal?: AbortSignal) => ({
  auth: true,
  signal,
  timeoutMs: TIMEOUTS_MS.content,
  networkErrorMessage: M.network,
  httpErrorMessage: httpMessage,
});

/** What cites document `id` (other texts), or its article `articleId` (any): GET /documents/{id}/citations. */
export function useCitations(id: number, articleId: string | null, wanted: boolean, limit = 20) {
  return useQuery({
    queryKey: ['documents', 'citations', id, articleId, limit],
    queryFn: ({ signal }) =>
      api.get<DocumentCitationsAnswer>(
        `/documents/${id}/citations?limit=${limit}${articleId ? `&articleId=${encodeURIComponent(articleId)}` : ''}`,
        readOptions(signal),
      ),
    enabled: wanted,
  });
}

/** Up to 5 published texts on the same subject, each with why: GET /documents/{id}/similar. */
export function useSimilarTexts(id: number) {
  return useQuery({
    queryKey: ['documents', 'similar', id],
    queryFn: ({ signal }) => api.get<SimilarTextsAnswer>(`/documents/${id}/similar`, readOptions(signal)),
    staleTime: 5 * 60_000,
  });
}

/** The recorded versions of a text (none for a text with a single version). */
export function useVersions(id: number, wanted: boolean) {
  return useQuery({
    queryKey: ['documents', 'versions', id],
    queryFn: ({ signal }) =>
      api.get<DocumentVersionsAnswer>(`/documents/${id}/versions`, readOptions(signal)),
    enabled: wanted,
  });
}

/** The articles that change between two versions. */
export function useVersionCompare(id: number, from: number | null, to: number | null) {
  return useQuery({
    queryKey: ['documents', 'compare', id, from, to],
    queryFn: ({ signal }) =>
      api.get<VersionCompareAnswer>(
        `/documents/${id}/versions/compare?from=${from}&to=${to}`,
        readOptions(signal),
      ),
    enabled: from !== null && to !== null && from !== to,
  });
}
