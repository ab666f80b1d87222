import { analyzeRawToken, rawTokens } from '../analyzer';
import { MAX_QUERY_TOKENS } from '../query-types';
import { boundedDistance } from './edit-distance';
import type { SearchIndex } from './search-index';
import { bitCount, letterMask } from './surface-forms';
import { COST, type WorkBudget } from './work-budget';

/** A query finding at most this many documents is 'almost nothing'. */
export const FEW_RESULTS = 3;
const MAX_DISTANCE = 2;
/** Words shorter than this are not corrected (too many neighbours). */
const MIN_WORD = 4;
/** A replacement must be written this many times more often than the typed word, when the texts write it. */
const MORE_FREQUENT = 10;
/** A word the texts never write may become any close word they write this many times at least. */
const MIN_WRITTEN = 3;

/** A word of the query as typed, where it is, and its folded form. */
interface TypedWord {
  start: number;
  end: number;
  raw: string;
}

const WORD_RE = /\p{L}[\p{L}\p{M}]*/gu;

/**
 * The positive words of the input (not after '-'), one raw token each; the first MAX_QUERY_TOKENS only, as
 * the parser searches no more.
 */
function typedWords(input: string): TypedWord[] {
  const out: TypedWord[] = [];
  for (const m of input.matchAll(WORD_RE)) {
    if (out.length === MAX_QUERY_TOKENS) break;
    const start = m.index ?? 0;
    // Exclusions cannot explain an empty answer; a prefix is not a whole word.
    if (input[start - 1] === '-' && (start < 2 || /\s/.test(input[start - 2]))) continue;
    if (input[start + m[0].length] === '*') continue;
    const raws = rawTokens(m[0]);
    if (raws.length === 1 && analyzeRawToken(raws[0]) !== null)
      out.push({ start, end: start + m[0].length, raw: raws[0] });
  }
  return out;
}

/**
 * The closest known word (distance first, then how often it is written), or null; undefined when the budget
 * cannot pay for comparing it with every known word of a close length.
 */
function closest(index: SearchIndex, raw: string, budget: WorkBudget): string | null | undefined {
  const own = index.surfaces.frequency(raw);
  let best: string | null = null;
  let bestDistance = MAX_DISTANCE + 1;
  let bestFrequency = 0;
  const mask = letterMask(raw);
  const lengths = Array.from({ length: 2 * MAX_DISTANCE + 1 }, (_, i) => raw.length - MAX_DISTANCE + i);
  const candidates = lengths.reduce((n, length) => n + index.surfaces.ofLength(length).words.length, 0);
  if (!budget.take(COST.word * candidates)) return undefined;
  for (const length of lengths) {
    const { words, masks } = index.surfaces.ofLength(length);
    for (let i = 0; i < words.length; i++) {
      if (bitCount(mask ^ masks[i]) > 2 * MAX_DISTANCE) continue;
      const word = words[i];
      const frequency = index.surfaces.frequency(word);
      if (frequency < (own === 0 ? MIN_WRITTEN : own * MORE_FREQUENT)) continue;
      const distance = boundedDistance(raw, word, MAX_DISTANCE);
      if (distance > MAX_DISTANCE || distance === 0) continue;
      // Ties by spelling, so every process suggests the same word whatever order it read the texts in.
      const better =
        distance < bestDistance ||
        (distance === bestDistance &&
          (frequency > bestFrequency || (frequency === bestFrequency && best !== null && word < best)));
      if (better) {
        if (!findsSomething(index, word)) continue;
        best = word;
        bestDistance = distance;
        bestFrequency = frequency;
      }
    }
  }
  return best;
}

/** The word's term is still in a live passage or title (counts of removed documents linger). */
function findsSomething(index: SearchIndex, raw: string): boolean {
  const term = analyzeRawToken(raw);
  const id = term === null ? undefined : index.vocabulary.id(term);
  return id !== undefined && index.vocabulary.passageFrequency[id] + index.vocabulary.titleFrequency[id] > 0;
}

/**
 * The input with its misspelt words replaced by close words of the index, written as the texts write
 * them; null when no word needs it. A word is suspect when the indexed texts never write it so, or, when
 * the query found almost nothing, write it rarely. Whether the suggestion finds more is for the caller to
 * check (SearchEngine runs it).
 */
export function suggestSpelling(
  index: SearchIndex,
  input: string,
  found: number,
  budget: WorkBudget,
): string | null {
  let out = '';
  let last = 0;
  let changed = false;
  // A word typed again is looked up once.
  const replacements = new Map<string, string | null>();
  for (const word of typedWords(input)) {
    if (word.raw.length < MIN_WORD || /\d/.test(word.raw)) continue;
    const frequency = index.surfaces.frequency(word.raw);
    const suspect = frequency === 0 || (found <= FEW_RESULTS && frequency <= 2);
    if (!suspect) continue;
    let replacement = replacements.get(word.raw);
    if (replacement === undefined) {
      const looked = closest(index, word.raw, budget);
      // Past the budget no suggestion is offered: half of one would be worse than none.
      if (looked === undefined) return null;
      replacement = looked;
      replacements.set(word.raw, replacement);
    }
    if (replacement === null) continue;
    out +=
      input.slice(last, word.start) + index.surfaces.display(replacement, input.slice(word.start, word.end));
    last = word.end;
    changed = true;
  }
  return changed ? out + input.slice(last) : null;
}
