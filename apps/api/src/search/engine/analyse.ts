import { analyzeRawToken, rawTokens } from '../analyzer';
import type { AnalysedDocument } from './documents';
import type { SurfaceForms } from './surface-forms';
import type { DocumentInput } from './types';
import type { Vocabulary } from './vocabulary';

/**
 * The project's one analyser (rawTokens, then analyzeRawToken: the same steps as analyzeTokens), turned
 * into term ids; the raw words are counted on the way for spelling suggestions.
 */
function analyseText(text: string, vocabulary: Vocabulary, surfaces: SurfaceForms | null): Int32Array {
  const raws = rawTokens(text);
  const ids = new Int32Array(raws.length);
  let n = 0;
  for (const raw of raws) {
    const term = analyzeRawToken(raw);
    if (term === null) continue;
    ids[n++] = vocabulary.intern(term);
    surfaces?.count(raw);
  }
  if (surfaces !== null && n > 0) surfaces.learnAccents(text);
  return n === raws.length ? ids : ids.slice(0, n);
}

export function analyseDocument(
  doc: DocumentInput,
  vocabulary: Vocabulary,
  surfaces: SurfaceForms | null,
): AnalysedDocument {
  const { id, title, passages, ...facets } = doc;
  return {
    id,
    facets,
    title: analyseText(title, vocabulary, surfaces),
    passages: passages.map((p) => ({
      heading: analyseText(p.heading, vocabulary, surfaces),
      body: analyseText(p.body, vocabulary, surfaces),
      articleKey: p.articleKey ?? null,
      anchor: p.anchor ?? null,
      repealed: p.repealed === true,
    })),
  };
}
