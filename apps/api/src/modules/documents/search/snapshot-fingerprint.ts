import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { analyzeTokens, rawTokens } from '../../../search/analyzer';
import { passagesOf } from './passages';

// A text that goes through every step the index depends on: passages and article keys, folding, elisions,
// stop words, stemming, numbers, ligatures; after a line '---', the preamble.
const PROBE_FILE = new URL('./snapshot-probe.txt', import.meta.url);

let cached: string | null = null;

/**
 * What the analysis makes of a fixed text: a snapshot's term ids mean something only to the analysis that
 * made them, so a snapshot saved by another (a changed stemmer, stop word list, passage cutting) is refused
 * and the engine rebuilt (snapshot-reader.ts). Computed once per thread.
 */
export function analysisFingerprint(): string {
  if (cached === null) {
    const text = readFileSync(PROBE_FILE, 'utf8');
    const [body, preamble] = text.split('\n---\n');
    const passages = passagesOf(body, preamble, new Set(['12-bis'])).map((p) => [
      analyzeTokens(p.heading),
      analyzeTokens(p.body),
      p.articleKey ?? null,
      p.anchor ?? null,
      p.repealed === true,
    ]);
    const json = JSON.stringify([passages, rawTokens(text)]);
    cached = createHash('sha256').update(json).digest('hex').slice(0, 32);
  }
  return cached;
}
