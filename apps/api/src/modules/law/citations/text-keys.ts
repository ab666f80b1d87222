import { loadTextNames } from '../../../search/lexicon/lexicon';
import type { TextNames } from '../../../search/references/text-names';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The kind of a numbered text as its key writes it: 'Lois organiques' → 'loi', 'Décret' → 'decret'. */
function kindOf(word: string): string | null {
  const w = fold(word).split(/\s+/)[0].replace(/s$/, '');
  return ['loi', 'decret', 'ordonnance', 'zatu', 'kiti', 'arrete'].includes(w) ? w : null;
}

/**
 * One key for a numbered text, the same for the way texts cite it and for its own reference: 'loi',
 * '028-2008' → 'loi:28-2008'; 'Décret', '2000-190' → 'decret:2000-190'; 'zatu', 'an VII 13' → 'zatu:vii-13';
 * 'loi', '51/93' → 'loi:51-93'. Null when the words are not those of a numbered text.
 */
export function numberKeyOf(kindWord: string, number: string): string | null {
  const kind = kindOf(kindWord);
  if (kind === null) return null;
  const roman = /^an\s+([ivxl]+)[\s-]*(\d+)/i.exec(number.trim());
  if (roman) return `${kind}:${roman[1].toLowerCase()}-${Number(roman[2])}`;
  const parts = number.match(/\d+/g);
  if (!parts || parts.length < 2) return null;
  return `${kind}:${parts
    .slice(0, 2)
    .map((p) => String(Number(p)))
    .join('-')}`;
}

// A text's own number in its reference or title: 'Loi n°028-2008/AN du 13 mai 2008', 'Zatu an VII 13 du 16…'.
const OWN_NUMBER_RE =
  /(?<![\p{L}\p{N}])(lois?(?:\s+(?:organique|constitutionnelle))?|d[eé]crets?|ordonnances?|zatu|kiti|arr[eé]t[eé]s?)\s*(?:n\s?[°o]\.?)?\s*((?:an\s+[IVXL]+[\s-]*\d+)|\d+(?:\s?[-/]\s?\d+)+)/giu;

/** The keys a text answers to: the number of its reference (or title), and the lexicon's names its title holds. */
export function textKeysOf(doc: { title: string; reference: string | null }, names: TextNames): string[] {
  const keys = new Set<string>();
  for (const source of [doc.reference ?? '', doc.title]) {
    const m = OWN_NUMBER_RE.exec(source);
    OWN_NUMBER_RE.lastIndex = 0;
    // Only the text's own number: the one its reference or title opens with ('Code du travail (Loi n°…)' too).
    if (m) {
      const key = numberKeyOf(m[1], m[2]);
      if (key !== null) keys.add(key);
    }
  }
  for (const name of names.namesIn(doc.title)) keys.add(keyOfName(name));
  return [...keys];
}

/** The key of a text named by the lexicon: 'name:code du travail'. */
export const keyOfName = (name: string) => `name:${name}`;

/** The lexicon's name of the OHADA treaty (the line giving it the alias 'traité OHADA'), which OHADA texts call 'le Traité'. */
export const OHADA_TREATY: string | null =
  loadTextNames().find((line) => line.aliases.some((alias) => /\bohada\b/i.test(alias)))?.name ?? null;
