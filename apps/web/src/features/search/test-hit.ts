import type { DocumentHit } from '@lexfaso/contracts';

/** A search hit as the API answers it, for component tests: a short text without articles unless `over` says. */
export const testHit = (over: Partial<DocumentHit> = {}): DocumentHit => ({
  id: 1,
  title: 'Code du travail',
  slug: 'code-du-travail',
  titleHighlighted: 'Code du travail',
  snippet: 'Texte.',
  article: null,
  articles: [],
  reference: null,
  status: 'in-force',
  publishedAt: null,
  docType: null,
  documentType: null,
  domaine: null,
  domain: null,
  organisme: null,
  jurisdiction: null,
  hasPdf: false,
  ...over,
});
