import { CONTROLS_TEXTS, type DocumentDetail, COMMON_TEXTS as M, TIMEOUTS_MS } from '@lexfaso/contracts';
import { api } from '@/lib/api-client';

// The document page's request. On a page load it is started early, by public/document-prefetch.js,
// while the app's code is still on its way: a long code is hundreds of KB, and on a slow network this
// overlap is what makes its first screen show sooner. That script runs on every page (it is in
// index.html, so it counts in every page's weight, and stays short): it asks only for an address that
// can be a document's and only with a session (the token of the auth state's key, `lexfaso-auth`, see
// src/lib/auth-store.ts); a visitor gets the outline instead. Its outcome, error included, is the app's
// to report, through window.__lexfasoDocument.

export const documentHttpMessage = (status: number) =>
  status === 404 ? CONTROLS_TEXTS.notFound : status === 400 ? M.badRequest : M.server;

declare global {
  interface Window {
    /** Set by public/document-prefetch.js on a document page: the request it started. */
    __lexfasoDocument?: { segment: string; at: number; response: Promise<Response> };
  }
}

export function requestDocument(id: string, signal?: AbortSignal, started?: Promise<Response>) {
  return api.get<DocumentDetail>(`/documents/${encodeURIComponent(id)}`, {
    auth: true,
    signal,
    // The early request's response in place of a new one; the timeout and `signal` still apply.
    fetch: started && ((_url, init) => untilAborted(started, init.signal)),
    timeoutMs: TIMEOUTS_MS.content,
    networkErrorMessage: M.network,
    httpErrorMessage: documentHttpMessage,
  });
}

/** `started`, or an AbortError as soon as `signal` aborts (as fetch would). */
function untilAborted(started: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    started.then(resolve, reject);
  });
}

/** An early request is only used this soon after it started: later, the page asks again. */
const EARLY_MAX_AGE_MS = 10_000;

const segmentId = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The document's request started by public/document-prefetch.js when the page was loaded, taken over
 * once: for this document, if not too old. Otherwise (another document, a page reached by a link in
 * the app) the page makes its own request.
 */
export function takePrefetchedDocument(id: string): Promise<DocumentDetail> | null {
  const early = window.__lexfasoDocument;
  window.__lexfasoDocument = undefined;
  if (!early || segmentId(early.segment) !== id || Date.now() - early.at >= EARLY_MAX_AGE_MS) return null;
  return requestDocument(id, undefined, early.response);
}
