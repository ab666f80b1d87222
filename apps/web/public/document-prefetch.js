// Document pages: starts the request of the document as soon as the page's HTML is read, alongside
// the download of the app's code rather than after it (a whole code is hundreds of KB, and on a slow
// network this is what its first screen waits for). The app takes the answer over
// (src/features/documents/document-request.ts); other pages do nothing here.
(() => {
  const match = /^\/document\/([^/]+)\/?$/.exec(window.location.pathname);
  if (!match || typeof fetch !== 'function') return;
  const headers = { Accept: 'application/json' };
  try {
    // The app's auth state (src/lib/auth-store.ts, AUTH_STORAGE_KEY).
    const auth = JSON.parse(window.localStorage.getItem('lexfaso-auth') || 'null');
    if (auth && typeof auth.token === 'string' && auth.token) headers.Authorization = `Bearer ${auth.token}`;
  } catch {
    // No storage or no valid state: the request goes without a token, as the app's would.
  }
  const response = fetch(`/api/documents/${match[1]}`, { headers });
  // Its outcome, error included, goes to the app; an unused one must not be reported.
  response.catch(() => undefined);
  window.__lexfasoDocument = { segment: match[1], at: Date.now(), response };
})();
