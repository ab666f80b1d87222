import {
  findPersonNames,
  findTitleCaseParties,
  type IsWord,
  initialsOf,
  type NameMatch,
} from './person-names';

/**
 * Natural persons who are parties, witnesses or anyone else named in a decision become initials ('BECHARA Raheb
 * Georges' → 'B.R.G.', 'Monsieur Abdoulaye BABY BOUYA' → 'Monsieur A.B.B.'), in the text and in every other
 * field given (title, parties, summary, keywords). Kept in clear: the members of the bench, the prosecutors and
 * the registrars (named where the decision gives its composition, or with their office), the lawyers and other
 * officers styled "Maître" (or "Me", or with "avocat"), and companies and institutions (a name after "Société",
 * "Ets", "Banque"… or before "SA", "SARL"). The same person is replaced everywhere the name is written, in any
 * order of its words ('SAWADOGO Benoît Joseph' is 'Benoît Joseph SAWADOGO') and alone by the surname.
 */
export type NameRole = 'bench' | 'lawyer' | 'company';

export interface PseudonymisedDecision {
  text: string;
  /** The other fields, in the order given, with the same replacements. */
  others: string[];
  replaced: { name: string; initials: string }[];
  kept: { name: string; role: NameRole }[];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase();

/** The same person whatever the order or case of the words: their folded words, sorted. */
export const personKey = (name: string) =>
  fold(name)
    .split(/[\s]+/)
    .filter((w) => !/^(?:EPOUSE|NEE|VEUVE|DIT|DITE)$/.test(w))
    .sort()
    .join(' ');

const COMPANY_BEFORE =
  /(?:Soci[ée]t[ée]|SOCI[ÉE]T[ÉE]|Sté|STE|Ets|ETS|[EÉ]tablissements?|ETABLISSEMENTS?|Entreprises?|ENTREPRISE|Compagnie|Banque|BANQUE|Cabinet|CABINET|Groupe|GROUPE|SCPA?|SARL|Agence|Office|Caisse|Fonds|dite?|Assurances|Hôtel|Pharmacie|Clinique|Lyc[ée]e|Coll[èe]ge|[EÉ]cole|Parti|Union|Association|Syndicat|Coop[ée]rative|Institut|Minist[èe]re|Mutuelle|Projet|Programme)[\s«"]+(?:[\p{Lu}][\p{L}'’.-]*\s+){0,3}$/u;
const COMPANY_NAME =
  /(?:Soci[ée]t[ée]|SOCI[ÉE]T[ÉE]|Ets\.?|[EÉ]tablissements|ETABLISSEMENTS|Entreprise|ENTREPRISE|Compagnie|Groupe)\s+((?:[\p{Lu}][\p{L}'’&-]*\s+){0,3}[\p{Lu}][\p{L}'’&-]*)/gu;
const COMPANY_AFTER = /^\s*(?:SA|S\.A\.?|SARL|S\.A\.R\.L\.?|SAS|GIE|Ltd|LTD|Inc|& Cie|et Cie|Sarl)\b/u;
const LAWYER_BEFORE =
  /(?:Ma[îi]tres?|MA[ÎI]TRES?|Mes?|Avocats?|avocats?|SCPA?|[Cc]onseils?\s*:|Cabinet)\s+(?:associ[ée]s\s+)?(?:[\p{Lu}][\p{L}'’.-]*,?\s+(?:et\s+)?){0,6}$/u;
const LAWYER_AFTER = /^,?\s*(?:[Aa]vocats?|[Hh]uissier|[Nn]otaire|[Cc]ommissaire-priseur)\b/;
const OFFICE =
  /(?:[Pp]r[ée]sidente?|PR[ÉE]SIDENTE?|Vice-[Pp]r[ée]sident|Premier Pr[ée]sident|Conseill[eè]re?|CONSEILLER|Juges?|Avocat [Gg][ée]n[ée]ral|Premier Avocat [Gg][ée]n[ée]ral|Procureur|Greffi[eè]re?|GREFFIER|Secr[ée]taire [Gg][ée]n[ée]rale?|[Rr]apporteur|Membres?)/
    .source;
/** A company's officers ('Président du Conseil d'Administration', 'Président Directeur Général') are no bench. */
const NOT_BENCH_OFFICE =
  /^\s+(?:du [Cc]onseil d['’][Aa]dministration|[Dd]irecteur|de la [Ss]oci[ée]t[ée]|du [Gg]roupe)/u;
const BENCH_AFTER = new RegExp(`^[\\s,]*(?:\\(\\w+\\)\\s*)?${OFFICE}`, 'u');
const BENCH_BEFORE = new RegExp(
  `(?:${OFFICE}|Nous,|juge|PRESIDENT)\\s*(?:par intérim\\s*)?:?\\s*(?:Monsieur|Madame|Messieurs|Mesdames|M\\.|Mme)?\\s*$`,
  'u',
);
/** Where the decision lists its bench: from "composée de" to "A rendu…" (or the next part). */
const COMPOSITION_START =
  /composée?\s*(?:de|comme suit)?\s*:?|où (?:étaient|siégeaient)\s*(?:présents)?\s*:?|où siégeaient|ont siégé|étaient présents/giu;
const COMPOSITION_END =
  /\b(?:A rendu|a rendu|ont rendu|LA COUR\b|La Cour,?\s+(?:statuant|vu)|Sur le (?:pourvoi|renvoi|recours)|Sur la requête|Statuant|Vu\b)|Greffi[eè]re?[^;.\n]*[;.\n]|GREFFIER[^;.\n]*[;.\n]/u;

function compositionZones(text: string): [number, number][] {
  const zones: [number, number][] = [];
  for (const m of text.matchAll(COMPOSITION_START)) {
    const from = m.index;
    const rest = text.slice(from, from + 1500);
    const end = COMPOSITION_END.exec(rest);
    zones.push([from, from + (end ? end.index + end[0].length : Math.min(rest.length, 900))]);
  }
  return zones;
}

function roleOf(text: string, m: NameMatch, zones: [number, number][]): NameRole | null {
  const before = text.slice(Math.max(0, m.start - 80), m.start);
  const after = text.slice(m.end, m.end + 60);
  if (COMPANY_BEFORE.test(before) || COMPANY_AFTER.test(after)) return 'company';
  if (
    /^(?:[Mm][aâ][îi]tres?|MA[ÎI]TRES?|Mes?|ME)$/.test(m.civility) ||
    LAWYER_BEFORE.test(before) ||
    LAWYER_AFTER.test(after)
  )
    return 'lawyer';
  const office = BENCH_AFTER.exec(after);
  if ((office && !NOT_BENCH_OFFICE.test(after.slice(office[0].length))) || BENCH_BEFORE.test(before))
    return 'bench';
  if (zones.some(([from, to]) => m.start >= from && m.end <= to)) return 'bench';
  return null;
}

const PERSONAL_CIVILITY =
  /^(?:Monsieur|MONSIEUR|monsieur|Madame|MADAME|madame|Mademoiselle|M\.|Mme|Mlle|Mr|[Ss]ieur|[Dd]ame|[Ff]eu|défunt)$/;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces every person's name of the text (and of the other fields) by initials, keeping those of NameRole. */
export interface PseudonymiseOptions {
  /**
   * Lawyers and members of a bench already known (from other decisions of the same collection): a name one
   * decision gives with its office keeps it where another writes it alone. Keyed by personKey.
   */
  professionals?: ReadonlyMap<string, NameRole>;
}

export function pseudonymiseDecision(
  text: string,
  others: string[],
  isWord: IsWord,
  options: PseudonymiseOptions = {},
): PseudonymisedDecision {
  // the names are looked for in every field: a summary or a reference line may name a party the text does not
  const all = [text, ...others].join('\n\n');
  const zones = compositionZones(all);
  const found = findPersonNames(all, isWord);
  const matches = [
    ...found,
    ...findTitleCaseParties(all, isWord).filter(
      (t) => !found.some((m) => t.start < m.end && m.start < t.end),
    ),
  ];
  const keptKeys = new Map<string, NameRole>();
  for (const m of matches) {
    const known = options.professionals?.get(personKey(m.name));
    if (known) keptKeys.set(personKey(m.name), known);
  }
  const people = new Map<string, string>();
  // a sole trader's firm bears its owner's name ('Etablissements ESSOMBA NTONGA', 'Monsieur ESSOMBA NTONGA'):
  // a name also written after a personal civility is a person's
  const civil = new Set(
    matches.filter((m) => PERSONAL_CIVILITY.test(m.civility)).map((m) => personKey(m.name)),
  );
  // a firm named after 'Société' somewhere keeps its name where the text writes it alone ('C/ CHAMPAGNE Pommery')
  for (const m of all.matchAll(COMPANY_NAME)) {
    const words = m[1]
      .trim()
      .split(/\s+/)
      .filter((w) => !/^(?:dite?|SA|SARL|S\.A\.?)$/.test(w));
    for (let n = words.length; n >= 1; n--) {
      const key = personKey(words.slice(0, n).join(' '));
      if (!civil.has(key) && !keptKeys.has(key)) keptKeys.set(key, 'company');
    }
  }
  for (const m of matches) {
    const role = roleOf(all, m, zones);
    const key = personKey(m.name);
    if (role && !(role === 'company' && civil.has(key)) && keptKeys.get(key) !== 'bench')
      keptKeys.set(key, role);
  }
  for (const m of matches) {
    const key = personKey(m.name);
    if (!keptKeys.has(key) && !people.has(key)) people.set(key, m.name);
  }
  // a surname written alone is the person whose full name has it ('Madame ROUFAI' is 'ROUFAI Fatoumata'),
  // whatever role its own context suggested, unless a kept full name has it too
  const keptFullWords = new Set(
    [...keptKeys.keys()].filter((k) => k.includes(' ')).flatMap((k) => k.split(' ')),
  );
  const replacedFullWords = new Set(
    [...people.keys()].filter((k) => k.includes(' ')).flatMap((k) => k.split(' ')),
  );
  for (const [key] of [...keptKeys])
    if (!key.includes(' ') && replacedFullWords.has(key) && !keptFullWords.has(key)) {
      keptKeys.delete(key);
      people.set(key, matches.find((m) => personKey(m.name) === key)?.name ?? key);
    }
  const keptWords = new Set([...keptKeys.keys()].flatMap((k) => k.split(' ')));
  const personWords = new Map<string, string>();
  for (const [key, name] of people)
    if (key.includes(' '))
      for (const word of name.split(/\s+/))
        if (!keptWords.has(fold(word)) && word.length >= 3 && !isWord(word))
          personWords.set(fold(word), word);
  for (const [key, name] of [...people])
    if (!key.includes(' ') && keptWords.has(key)) people.delete(key);
    else if (!key.includes(' ')) personWords.set(key, name);

  const patterns: { re: RegExp; initials: string }[] = [];
  for (const name of people.values()) {
    const words = name.split(/\s+/);
    const initials = initialsOf(name);
    patterns.push({
      re: new RegExp(`(?<![\\p{L}])${words.map(escapeRegExp).join('\\s+')}(?![\\p{L}])`, 'giu'),
      initials,
    });
    if (words.length > 1) {
      // the same words in the other order: 'Benoît Joseph SAWADOGO' for 'SAWADOGO Benoît Joseph'
      const rotated = [...words.slice(1), words[0]];
      patterns.push({
        re: new RegExp(`(?<![\\p{L}])${rotated.map(escapeRegExp).join('\\s+')}(?![\\p{L}])`, 'giu'),
        initials: initialsOf(rotated.join(' ')),
      });
    }
  }
  patterns.sort((a, b) => b.re.source.length - a.re.source.length);
  for (const word of personWords.values())
    patterns.push({
      re: new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'gu'),
      initials: initialsOf(word),
    });

  const apply = (s: string) => patterns.reduce((out, { re, initials }) => out.replace(re, initials), s);
  const replaced = [...people.values()].map((name) => ({ name, initials: initialsOf(name) }));
  const kept = [...keptKeys].map(([key, role]) => ({
    name: matches.find((m) => personKey(m.name) === key)?.name ?? key,
    role,
  }));
  return { text: apply(text), others: others.map(apply), replaced, kept };
}

/**
 * A check that does not share the pseudonymiser's zones: every full name left in a text must stand within a
 * few words of a professional or corporate word (Maître, avocat, Président, Conseiller, Greffier, Société…).
 * Returns the names that do not: each is a person the pseudonymisation missed (or a word it took for one).
 */
export function unmaskedNames(text: string, isWord: IsWord): string[] {
  const nearby =
    /[Mm]a[îi]tres?|MA[ÎI]TRE|\bMes?\b|[Aa]vocat|Avocats|SCPA?|[Pp]r[ée]sident|PRESIDENT|Conseill|CONSEILLER|[Jj]uge|Greffi|GREFFIER|Procureur|[Rr]apporteur|Secr[ée]taire|Membres?|si[ée]geaient|pr[ée]sents|compos[ée]e|[Ss]oci[ée]t[ée]|SOCIETE|Ets|[EÉ]tablissements|[Ee]ntreprise|[Bb]anque|[Cc]abinet|[Gg]roupe|[Cc]ompagnie|dite?\b|\bSA\b|SARL|Lyc[ée]e|Parti\b|Union|Association|Nous,|Huissier|[Nn]otaire|Vice-/u;
  // a list of the bench ('où siégeaient : Président … Membres …') names people far from the word
  const listOpener = /si[ée]geaient|Membres|pr[ée]sents|compos[ée]e/u;
  const left: string[] = [];
  for (const m of findPersonNames(text, isWord)) {
    // Juricaf's own masks ('Aa Am AG', 'Ar AH') are two-letter codes, no names
    if (m.name.split(/\s+/).every((w) => w.replace(/[^\p{L}]/gu, '').length <= 2)) continue;
    const around = text.slice(Math.max(0, m.start - 90), m.end + 60);
    const listBefore = text.slice(Math.max(0, m.start - 500), m.start);
    const firm = new RegExp(
      `(?:soci[ée]t[ée]|ets|[ée]tablissements|entreprise)\\s+${m.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      'iu',
    );
    if (!nearby.test(around) && !listOpener.test(listBefore) && !firm.test(text)) left.push(m.name);
  }
  return left;
}
