import { articleKey } from '../../../search/references/article-key';
import { MAX_RANGE, NUMBER, RANGE_WORDS, SEPARATOR } from '../../../search/references/parse-reference';
import { placedTokens, type TextNames } from '../../../search/references/text-names';
import { numberKeyOf } from './text-keys';

/**
 * What a reference in a text names: its own text ('du présent code', or nothing said), a text by its number
 * ('loi n°028-2008/AN' → 'loi:28-2008'), a text by a name of the lexicon ('code du travail'), or another
 * text this recogniser cannot name ('de l'ordonnance du 5 mai', 'du décret') and never links.
 */
export type NamedText =
  | { kind: 'self' }
  | { kind: 'number'; key: string }
  | { kind: 'name'; name: string }
  | { kind: 'other' };

/** One reference found in a text. */
export interface Recognised {
  /** Character offsets of the words to link in the text. */
  start: number;
  end: number;
  /** The article named, as articleKey() writes it; null when the reference is to the text itself. */
  article: string | null;
  /** False for an article inside a range ('articles 12 à 15' cites 13 and 14 without writing them). */
  shown: boolean;
  text: NamedText;
}

/** What the recogniser needs besides the text. */
export interface RecogniseContext {
  names: TextNames;
  /** The lexicon name a bare 'du Traité' stands for in this text (the OHADA treaty in OHADA texts), or null. */
  treaty: string | null;
}

// Patterns, not prose: accented letters written as classes so both spellings are read.
const E = '[eé\\u00e9]';
const APOS = "['\u2019]";
const NOT_AFTER = '(?![\\p{L}\\p{N}])';
const NOT_BEFORE = '(?<![\\p{L}\\p{N}])';

/** 'l'article 12', 'articles 5 à 7', 'art. 3, 4 et 9', 'article premier': the marker and the list of numbers. */
const ARTICLE_LIST_RE = new RegExp(
  `${NOT_BEFORE}(?:articles?|art\\.)${NOT_AFTER}\\s*((?:${NUMBER})(?:${SEPARATOR}(?:${NUMBER}))*)`,
  'giu',
);
const NUMBER_RE = new RegExp(NUMBER, 'giu');
/** A number followed by one of these is a quantity or a date, not an article ('l'article 5 à 10 jours'). */
const UNIT_AFTER_RE = new RegExp(
  `^\\s*(?:jours?|mois|ans?|ann${E}es?|heures?|francs?|fcfa|%|janvier|f${E}vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d${E}cembre)${NOT_AFTER}`,
  'iu',
);
/** 'alinéa 2', ', al. 1er', 'paragraphe 3', 'point 4' between the number and what names the text. */
const SUBDIVISION_RE = new RegExp(
  `^\\s*,?\\s*(?:(?:alin${E}as?|al\\.|paragraphes?|§|points?)\\s*(?:\\d+(?![-.\\d])|premier|1er|[a-z]\\))(?:\\s*(?:,|et|${NOT_BEFORE}à)\\s*(?:\\d+(?![-.\\d])|premier|1er))*\\s*,?)`,
  'iu',
);
/** ', 261-122', 'et 12 à 14' after a subdivision: more numbers of the same list. */
const CONTINUED_LIST_RE = new RegExp(`^\\s*(?:,|et)\\s*((?:${NUMBER})(?:${SEPARATOR}(?:${NUMBER}))*)`, 'iu');
/** The text the reference stands in: 'du présent code', 'de la présente loi', 'ci-dessus', 'et suivants'. */
const OWN_TEXT_RE = new RegExp(
  `^\\s*(?:(?:du|de la|de l${APOS}|au|à la|à l${APOS})\\s*pr${E}sente?s?${NOT_AFTER}|ci-(?:dessus|dessous|apr${E}s|avant)|pr${E}cit${E}e?s?|susvis${E}e?s?|et suivants)`,
  'iu',
);
/** 'du même code', 'de ladite loi', 'dudit acte', 'de cette loi': the text named just before. */
const SAME_TEXT_RE = new RegExp(
  `^\\s*(?:(?:du|de la|de l${APOS}|au|à la)\\s*m${E}me${NOT_AFTER}|dudit|de ladite|audit|à ladite|de ce(?:tte)?${NOT_AFTER}|desdits|desdites)`,
  'iu',
);
/** 'du', 'de la', 'de l'', 'des', 'au'… and the word after it. */
const DETERMINER_RE = new RegExp(`^\\s*,?\\s*(?:du|de la|de l${APOS}|des|au|aux|à la|à l${APOS})\\s*`, 'iu');
const WORD_RE = /^[\p{L}-]+/u;

/** Words that name a text (the reference is to that text, or to nothing this recogniser knows). */
const TEXT_WORDS = new Set(
  [
    'loi',
    'lois',
    'decret',
    'decrets',
    'ordonnance',
    'ordonnances',
    'zatu',
    'kiti',
    'arrete',
    'arretes',
    'code',
    'codes',
    'acte',
    'actes',
    'traite',
    'traites',
    'constitution',
    'charte',
    'convention',
    'conventions',
    'reglement',
    'reglements',
    'statut',
    'statuts',
    'directive',
    'protocole',
    'accord',
    'accords',
    'declaration',
    'decision',
    'pacte',
    'circulaire',
    'annexe',
    'ancien',
    'nouveau',
  ].map((w) => w),
);

/** 'loi n°028-2008/AN', 'décret N° 96-376/PRES/PM/MCIA', 'zatu an VII 13', 'ordonnance 68-7': a text by its number. */
const NUMBERED_TEXT_RE = new RegExp(
  `${NOT_BEFORE}(lois?(?:\\s+(?:organique|constitutionnelle))?|d${E}crets?|ordonnances?|zatu|kiti|arr${E}t${E}s?)\\s*(?:n\\s?[°o]\\.?|num${E}ro)?\\s*((?:an\\s+[IVXL]+[\\s-]*\\d+)|\\d+(?:\\s?[-/]\\s?\\d+)+)((?:\\s?/\\s?[A-Z]{2,}(?![\\p{Ll}]))*)`,
  'gu',
);
/** The same, read at one place (sticky: matchAll over NUMBERED_TEXT_RE never sees its lastIndex). */
const NUMBERED_TEXT_AT_RE = new RegExp(NUMBERED_TEXT_RE.source, 'uy');
/** Where a text's name may start: a word of the lexicon's names (the lexicon then says which text). */
const NAME_START_RE = new RegExp(
  `${NOT_BEFORE}(?:codes?|actes?\\s+uniformes?|trait${E}s?|Constitution|charte|d${E}claration|r${E}glement|statut)${NOT_AFTER}`,
  'giu',
);
const NAME_WINDOW = 160;
/** 'au Traité', 'du traité', 'le Traité' standing alone (not 'traité avec', 'Traité de Québec', 'présent Traité'). */
const BARE_TREATY_RE = new RegExp(
  `${NOT_BEFORE}(?:au|du|le)\\s+(trait${E})(?![\\p{L}\\p{N}])(?!\\s+(?:de|du|des|d${APOS}|relatif|instituant|portant|bilat${E}ral|multilat${E}ral))`,
  'giu',
);
const QUOTED_HEADING_RE = /^\s*[.:\u2013\u2014-]\s*[\p{Lu}«"]/u;
/** A name inside another text's title ('loi n°033-2004/AN … portant code du travail') is not that text. */
const IN_TITLE_RE = new RegExp(
  `(?:(?:portant|instituant|institution|modifiant|compl${E}tant|abrogeant)(?:\\s+[\\p{L}'\u2019-]+){0,3}|${NOT_BEFORE}(?:d${APOS}un|d${APOS}une|un|une))\\s*$`,
  'iu',
);
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

interface Designation {
  start: number;
  end: number;
  text: NamedText;
}

/** A text named at `at` by its number, or null. */
function numberedAt(text: string, at: number): Designation | null {
  NUMBERED_TEXT_AT_RE.lastIndex = at;
  const m = NUMBERED_TEXT_AT_RE.exec(text);
  if (!m) return null;
  const key = numberKeyOf(m[1], m[2]);
  if (key === null) return null;
  return { start: at, end: at + m[0].length, text: { kind: 'number', key } };
}

/** A text named at `at` by one of the lexicon's names (its first word there), or null. */
function namedAt(text: string, at: number, ctx: RecogniseContext): Designation | null {
  const window = text.slice(at, at + NAME_WINDOW).split(/[.;:()\n]/)[0];
  const match = ctx.names.find(window);
  const first = placedTokens(window)[0];
  if (match !== null && first !== undefined && match.start === first.start) {
    // 'la constitution de partie civile' is no text: the Constitution is written with its capital.
    if (match.name === 'constitution' && window[match.start] !== 'C') return null;
    return { start: at + match.start, end: at + match.end, text: { kind: 'name', name: match.name } };
  }
  // 'du Traité' in an OHADA text: the OHADA treaty (its texts define it so).
  if (
    ctx.treaty !== null &&
    /^trait[eé]s?(?![\p{L}\p{N}])/iu.test(window) &&
    !/^trait[eé]s?\s+(?:de|du|des|d')/iu.test(window.replace('’', "'"))
  )
    return { start: at, end: at + 6, text: { kind: 'name', name: ctx.treaty } };
  return null;
}

/**
 * What names the text after an article list ending at `at`: its own text (nothing said, or 'du présent
 * code', 'ci-dessus'), the text named just before ('du même code'), a numbered or lexicon text, or another.
 */
function qualifierAfter(
  text: string,
  at: number,
  ctx: RecogniseContext,
  lastNamed: NamedText | null,
): { text: NamedText; designation: Designation | null } {
  let rest = text.slice(at, at + NAME_WINDOW + 40);
  let offset = at;
  const sub = SUBDIVISION_RE.exec(rest);
  if (sub) {
    offset += sub[0].length;
    rest = rest.slice(sub[0].length);
  }
  if (OWN_TEXT_RE.test(rest)) return { text: { kind: 'self' }, designation: null };
  if (SAME_TEXT_RE.test(rest)) return { text: lastNamed ?? { kind: 'other' }, designation: null };
  const determiner = DETERMINER_RE.exec(rest);
  if (!determiner) return { text: { kind: 'self' }, designation: null };
  const wordAt = offset + determiner[0].length;
  const word = WORD_RE.exec(text.slice(wordAt, wordAt + 40))?.[0] ?? '';
  if (!TEXT_WORDS.has(fold(word))) return { text: { kind: 'self' }, designation: null };
  const designation = numberedAt(text, wordAt) ?? namedAt(text, wordAt, ctx);
  return designation
    ? { text: designation.text, designation }
    : { text: { kind: 'other' }, designation: null };
}

/** The numbers of a list with their offsets, ranges ('5 à 7', '261-1 à 261-4') expanded as unshown. */
function listItems(list: string, listStart: number) {
  const numbers = [...list.matchAll(NUMBER_RE)];
  const items: Array<{ key: string; start: number; end: number; shown: boolean }> = [];
  numbers.forEach((m, i) => {
    const key = articleKey(m[0]);
    if (key === null) return;
    const start = listStart + (m.index ?? 0);
    const end = start + m[0].length;
    const previous = numbers[i - 1];
    if (previous) {
      const between = list
        .slice((previous.index ?? 0) + previous[0].length, m.index)
        .trim()
        .toLowerCase();
      const from = articleKey(previous[0]);
      if (RANGE_WORDS.includes(between) && from !== null)
        for (const middle of rangeBetween(from, key))
          items.push({ key: middle, start: listStart + (previous.index ?? 0), end, shown: false });
    }
    items.push({ key, start, end, shown: true });
  });
  return items;
}

/** The keys strictly between two of a range: '5' and '8' → 6, 7; '261-1' and '261-3' → 261-2. */
function rangeBetween(from: string, to: string): string[] {
  const a = /^(.*?)(\d+)$/.exec(from);
  const b = /^(.*?)(\d+)$/.exec(to);
  if (!a || !b || a[1] !== b[1]) return [];
  const [x, y] = [Number(a[2]), Number(b[2])];
  if (!(y > x && y - x <= MAX_RANGE)) return [];
  const out: string[] = [];
  for (let n = x + 1; n < y; n++) out.push(`${a[1]}${n}`);
  return out;
}

/**
 * The references of one text (an article's body): articles ('l'article 36 du présent code', 'articles 12 à
 * 15', 'alinéa 2 de l'article 8', 'l'article 5 de la loi n°028-2008/AN') and texts ('la loi n°001-2021/AN',
 * 'l'Acte uniforme relatif au droit commercial général'). Words only: whether the target exists is for the
 * resolution to say.
 */
export function recogniseReferences(text: string, ctx: RecogniseContext): Recognised[] {
  const found: Recognised[] = [];
  const taken: Array<[number, number]> = [];
  let lastNamed: NamedText | null = null;
  for (const m of text.matchAll(ARTICLE_LIST_RE)) {
    const listStart = (m.index ?? 0) + m[0].length - m[1].length;
    let items = listItems(m[1], listStart);
    let listEnd = (m.index ?? 0) + m[0].length;
    if (items.length > 0 && UNIT_AFTER_RE.test(text.slice(listEnd, listEnd + 20))) {
      // The last number is a quantity: it and the range it closes are no articles.
      const last = items[items.length - 1];
      items = items.filter((item) => item.end !== last.end);
      listEnd = items.length > 0 ? Math.max(...items.map((item) => item.end)) : listEnd;
    }
    // 'articles 261-118, 261-121 alinéas 1 et 3 et 261-122': the list goes on after a subdivision.
    for (;;) {
      const sub = SUBDIVISION_RE.exec(text.slice(listEnd, listEnd + 80));
      const rest = sub ? listEnd + sub[0].length : listEnd;
      const more = CONTINUED_LIST_RE.exec(text.slice(rest, rest + 200));
      if (!sub || !more) break;
      const moreStart = rest + more[0].length - more[1].length;
      items = [...items, ...listItems(more[1], moreStart)];
      listEnd = rest + more[0].length;
    }
    if (items.length === 0) continue;
    // 'Art. 5. Le vendeur…' inside an article: the heading of a text it quotes, not a reference.
    if (items.length === 1 && /^[AÀ]/.test(m[0]) && QUOTED_HEADING_RE.test(text.slice(listEnd, listEnd + 6)))
      continue;
    const { text: named, designation } = qualifierAfter(text, listEnd, ctx, lastNamed);
    items.forEach((item, i) => {
      // The first number's link starts at the word 'article'.
      const start = i === 0 && item.shown ? (m.index ?? 0) : item.start;
      found.push({ start, end: item.end, article: item.key, shown: item.shown, text: named });
    });
    taken.push([m.index ?? 0, listEnd]);
    if (designation) {
      found.push({ start: designation.start, end: designation.end, article: null, shown: true, text: named });
      taken.push([designation.start, designation.end]);
    }
    if (named.kind === 'number' || named.kind === 'name') lastNamed = named;
  }
  // Texts named on their own: 'conformément à la loi n°001-2021/AN', 'l'Acte uniforme portant … sûretés'.
  const free = (start: number, end: number) => !taken.some(([a, b]) => start < b && end > a);
  for (const m of text.matchAll(NUMBERED_TEXT_RE)) {
    const d = numberedAt(text, m.index ?? 0);
    if (d && free(d.start, d.end)) {
      found.push({ start: d.start, end: d.end, article: null, shown: true, text: d.text });
      taken.push([d.start, d.end]);
    }
  }
  for (const m of text.matchAll(NAME_START_RE)) {
    const at = m.index ?? 0;
    if (!free(at, at + m[0].length)) continue;
    const d = namedAt(text, at, { ...ctx, treaty: null });
    if (d && free(d.start, d.end) && !IN_TITLE_RE.test(text.slice(Math.max(0, at - 60), at))) {
      found.push({ start: d.start, end: d.end, article: null, shown: true, text: d.text });
      taken.push([d.start, d.end]);
    }
  }
  // 'les Etats Parties au Traité' in an OHADA text: the OHADA treaty.
  if (ctx.treaty !== null)
    for (const m of text.matchAll(BARE_TREATY_RE)) {
      const at = (m.index ?? 0) + m[0].length - m[1].length;
      if (free(at, at + m[1].length))
        found.push({
          start: at,
          end: at + m[1].length,
          article: null,
          shown: true,
          text: { kind: 'name', name: ctx.treaty },
        });
    }
  return found.sort((a, b) => a.start - b.start || Number(b.shown) - Number(a.shown));
}
