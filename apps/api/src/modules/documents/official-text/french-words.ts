import { createRequire } from 'node:module';
import { foldWord, wordCheckerFrom } from './cleanliness';
import { LEGAL_WORDS } from './legal-words';
import type { IsWord } from './line-join';

let loaded: Promise<IsWord> | null = null;

/**
 * The French word list (about 336,000 words) and the legal vocabulary, with which a typeset text's
 * line-end hyphenation is resolved. Read once per process, on first use: the import command and the
 * back office's "create with PDF" need it, a server that never extracts a PDF does not pay for it.
 */
export function frenchWords(): Promise<IsWord> {
  loaded ??= Promise.resolve().then(() => {
    const require = createRequire(import.meta.url);
    const words = wordCheckerFrom(require('an-array-of-french-words') as string[], LEGAL_WORDS);
    return (word: string) => words.isWord(foldWord(word));
  });
  return loaded;
}
