import type { IsWord } from './line-join';
import wordPrefixes from './word-prefixes.json';

/**
 * Repairs of words damaged by an earlier extraction, decided with a French word list: a word cut at a
 * line end and rejoined with a space ('éga- lement', 'condi tion'), two words glued together
 * ('contrôledu', 'lePrésident', 'cordsinternationaux'), a compound that lost its hyphen ('cidessus').
 * Only unknown tokens are touched, and only when the repair gives known words.
 */
export interface RepairLog {
  joined: number;
  split: number;
}

const WORD = '\\p{L}+';

function repairHyphenatedBreaks(text: string, isWord: IsWord, log: RepairLog): string {
  // 'éga- lement' → 'également'; 'ci- dessus' → 'ci-dessus'.
  return text.replace(new RegExp(`(${WORD})- (\\p{Ll}+)`, 'gu'), (whole, a: string, b: string) => {
    if (isWord(`${a}${b}`) && !isWord(`${a}-${b}`)) {
      log.joined++;
      return `${a}${b}`;
    }
    // A compound broken at its own hyphen: 'ci- dessus', 'livre- journal'.
    if (isWord(`${a}-${b}`) || (isWord(a) && isWord(b))) {
      log.joined++;
      return `${a}-${b}`;
    }
    return whole;
  });
}

function repairSplitWords(text: string, isWord: IsWord, log: RepairLog): string {
  // 'condi tion' → 'condition': two pieces of which at least one is no word, that make a word together.
  return text.replace(
    new RegExp(`(?<![\\p{L}'’-])(${WORD}) (\\p{Ll}+)(?![\\p{L}'’-])`, 'gu'),
    (whole, a: string, b: string) => {
      if (isWord(a) && isWord(b)) return whole;
      if (a.length + b.length < 4 || !isWord(`${a}${b}`)) return whole;
      log.joined++;
      return `${a}${b}`;
    },
  );
}

// Prefixes that make words the list may lack ('microfinance', 'vidéogramme'): never cut after them.
const PREFIXES = new Set<string>(wordPrefixes);

/** The best cut of an unknown token into two known words, or into a known hyphenated compound. */
function splitGlued(token: string, isWord: IsWord): string | null {
  // 'lePrésident', 'contrôledu Conseil': a capital inside a word, or a cut into two words.
  const caseBreak = /^(\p{Ll}{2,})(\p{Lu}\p{Ll}+)$/u.exec(token);
  if (caseBreak && isWord(caseBreak[1].toLowerCase()) && isWord(caseBreak[2].toLowerCase()))
    return `${caseBreak[1]} ${caseBreak[2]}`;
  let best: string | null = null;
  let bestScore = 0;
  for (let i = 2; i <= token.length - 2; i++) {
    const left = token.slice(0, i);
    const right = token.slice(i);
    if (isWord(`${left}-${right}`)) return `${left}-${right}`;
    if (right.length < 2 || PREFIXES.has(left.toLowerCase()) || !isWord(left) || !isWord(right)) continue;
    // Prefer the cut with the longest shorter half: 'telsque' → 'tels que', not 'tel sque'.
    const score = Math.min(left.length, right.length);
    if (score > bestScore) {
      best = `${left} ${right}`;
      bestScore = score;
    }
  }
  return best;
}

function repairGluedWords(text: string, isWord: IsWord, log: RepairLog): string {
  return text.replace(new RegExp(`(?<![\\p{L}'’-])${WORD}(?![\\p{L}'’-])`, 'gu'), (token) => {
    if (token.length < 6 || isWord(token.toLowerCase()) || /^\p{Lu}+$/u.test(token)) return token;
    if (/^\p{Lu}\p{Ll}+$/u.test(token) && !/\p{Lu}/u.test(token.slice(1))) {
      // A capitalised unknown word is most often a name: only cut it if both halves are common words.
      const cut = splitGlued(token.toLowerCase(), isWord);
      if (!cut || cut.includes('-')) return token;
    }
    const cut = splitGlued(token, (w) => isWord(w.toLowerCase()));
    if (!cut) return token;
    log.split++;
    return cut;
  });
}

export function repairWords(text: string, isWord: IsWord): { text: string; log: RepairLog } {
  const log: RepairLog = { joined: 0, split: 0 };
  let out = repairHyphenatedBreaks(text, isWord, log);
  out = repairSplitWords(out, isWord, log);
  out = repairGluedWords(out, isWord, log);
  return { text: out, log };
}
