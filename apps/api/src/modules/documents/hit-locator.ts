import { analyzeTokens, IRREGULAR_PLURALS, itemTokens, type SearchQuery, stemFolded } from '../../search';

// Words as the snippet builder sees them (apostrophe-joined parts stay together).
const WORD_RE = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*/gu;

/** The positive tokens of a query: exact ones and prefixes (what the screen highlights). */
export function queryTokens(q: SearchQuery) {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  for (const clause of q.clauses)
    for (const item of clause.items) {
      if (item.type === 'term' && item.prefix) prefixes.add(item.token);
      else for (const t of itemTokens(item)) exact.add(t);
    }
  return { exact: [...exact], prefixes: [...prefixes] };
}

// Accented forms of the letters analysed tokens are made of (the analyser folds them away).
const VARIANTS: Record<string, string> = {
  a: 'aàâäáãåæ',
  c: 'cç',
  e: 'eéèêë',
  i: 'iîïíì',
  o: 'oôöóòõœ',
  u: 'uùûüú',
  y: 'yÿý',
  n: 'nñ',
};
const escapeRe = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A regex for words that may analyse to one of the tokens: a word start, then the first letters of
 * the token in any case or accent. Stemming only changes the end of a word, so 3 letters are safe,
 * except for the irregular plurals the analyser joins to another stem.
 */
function candidateRegex(tokens: string[]): RegExp | null {
  // An irregular plural does not start like its stem ('baux' analyses to 'bail'): its own head too.
  const irregular = [...IRREGULAR_PLURALS.keys()].filter((form) =>
    tokens.some((t) => stemFolded(form).startsWith(t)),
  );
  const heads = [...new Set([...tokens, ...irregular].map((t) => t.slice(0, 3)).filter(Boolean))];
  if (heads.length === 0) return null;
  const alts = heads.map((h) => {
    let out = '';
    for (let i = 0; i < h.length; i++) {
      const pair = h.slice(i, i + 2);
      // Ligatures fold to two letters: 'œuvre' analyses like 'oeuvre'.
      if (pair === 'oe' || pair === 'ae') {
        out += `(?:${pair === 'oe' ? 'œ' : 'æ'}|[${VARIANTS[pair[0]]}][${VARIANTS.e}])`;
        i++;
        continue;
      }
      out += VARIANTS[h[i]] ? `[${VARIANTS[h[i]]}]` : escapeRe(h[i]);
    }
    return out;
  });
  return new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])(?:${alts.join('|')})`, 'giu');
}

/**
 * Offset of the first word of `text` matching a positive token of the query, or -1. A cheap regex
 * finds candidate words, and only those are analysed: a hit deep in a 2 MB code costs one regex scan.
 */
export function firstMatchOffset(text: string, q: SearchQuery): number {
  const { exact, prefixes } = queryTokens(q);
  const re = candidateRegex([...exact, ...prefixes]);
  if (!re) return -1;
  const exactSet = new Set(exact);
  const seen = new Map<string, boolean>();
  const word = new RegExp(WORD_RE.source, 'uy');
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    word.lastIndex = m.index;
    const w = word.exec(text)?.[0];
    if (!w) continue;
    let hit = seen.get(w);
    if (hit === undefined) {
      hit = analyzeTokens(w).some((t) => exactSet.has(t) || prefixes.some((p) => t.startsWith(p)));
      seen.set(w, hit);
    }
    if (hit) return m.index;
    re.lastIndex = m.index + w.length;
  }
  return -1;
}

/** Bytes of context kept around the first hit when building a snippet from a long text. */
const SNIPPET_CONTEXT = 4000;

/** The part of a long text worth handing to buildSnippet: around the first hit, or null without one. */
export function snippetWindow(text: string, offset: number): string {
  return text.slice(Math.max(0, offset - SNIPPET_CONTEXT), offset + SNIPPET_CONTEXT);
}
