import { MAX_QUERY_TOKENS } from './query-types';

// PostgreSQL keeps a word's positions in a tsvector only up to 16,383: every later word of a long text
// sits at 16,383, so a phrase (`a <-> b`) deep inside a whole code can no longer match there, where
// FTS5 (no such limit) finds it. Long texts are therefore also indexed in chunks, each short enough
// for its positions to be exact, overlapping by the longest possible phrase so that any phrase lies
// whole inside one chunk. Only phrases need them: single words match on the document's own vector.

/** The largest word position a PostgreSQL tsvector keeps. */
export const PG_MAX_POSITION = 16_383;
/** Words per chunk: below PG_MAX_POSITION, so positions inside a chunk are exact. */
export const CHUNK_WORDS = 16_000;
/** A phrase has at most MAX_QUERY_TOKENS words: consecutive chunks share one word fewer than that. */
const STRIDE = CHUNK_WORDS - (MAX_QUERY_TOKENS - 1);

/**
 * The chunks (analysed words joined by spaces) of an analysed body whose positions would overflow in
 * the document's vector (title words first, then the body's), or none when they all fit.
 */
export function phraseChunks(analysedTitle: string, analysedBody: string): string[] {
  // Words are one character at least, with a space between: most texts are told apart without splitting.
  if ((analysedTitle.length + 1) / 2 + (analysedBody.length + 1) / 2 <= PG_MAX_POSITION) return [];
  const words = analysedBody === '' ? [] : analysedBody.split(' ');
  const titleWords = analysedTitle === '' ? 0 : analysedTitle.split(' ').length;
  if (titleWords + words.length <= PG_MAX_POSITION) return [];
  const chunks: string[] = [];
  for (let start = 0; ; start += STRIDE) {
    chunks.push(words.slice(start, start + CHUNK_WORDS).join(' '));
    if (start + CHUNK_WORDS >= words.length) return chunks;
  }
}
