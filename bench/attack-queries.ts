/**
 * The costliest search inputs known (issue 29 and fuzzing against the 90,000-article bench corpus): what the
 * fairness scenario's attackers send, each at a page of its own so that no answer comes from the cache. All
 * fit the contract (10,000 characters at most).
 */
export interface AttackQuery {
  kind: string;
  q: string;
}

/** Words in tens of thousands of the bench's articles. */
const COMMON = [
  'article',
  'dispositions',
  'présent',
  'code',
  'conditions',
  'prévues',
  'application',
  'décret',
  'conseil',
  'état',
  'ministre',
  'personne',
  'services',
  'public',
  'droit',
  'cas',
  'délai',
  'autorité',
  'administrative',
  'mentionnées',
  'section',
  'titre',
  'chapitre',
  'livre',
  'alinéa',
  'premier',
  'loi',
  'sécurité',
  'sociale',
  'travail',
  'fixées',
  'réglementaires',
];

/**
 * 'articles 1 a 51 a 101 a 151 …' up to 10,000 characters: ranges chained (finding 1). 'a' for 'à', which
 * the parser reads the same: percent-encoded, 1,250 'à' would take the URL past Node's 16 KB request head.
 */
function chainedRanges(): string {
  let q = 'articles 1';
  for (let n = 51; q.length + ` a ${n}`.length <= 10_000; n += 50) q += ` a ${n}`;
  return q;
}

/** Made-up words that are no word of the texts: each asks the suggestion for its closest neighbours. */
const misspelt = Array.from(
  { length: 40 },
  (_, i) => `contrat${'bcdfghjklmnpqrstvwxz'[i % 20]}${'aeiou'[i % 5]}x`,
);

export const ATTACK_QUERIES: readonly AttackQuery[] = [
  { kind: 'chained ranges, 10,000 characters', q: chainedRanges() },
  { kind: "'tesr ' × 1,990", q: 'tesr '.repeat(1990).trim() },
  {
    kind: 'sixteen phrases of two common words',
    q: Array.from({ length: 16 }, (_, i) => `"${COMMON[i]} ${COMMON[i + 16]}"`).join(' '),
  },
  { kind: '32 common words', q: COMMON.join(' ') },
  { kind: '32 common words OR-ed', q: COMMON.join(' OR ') },
  { kind: 'one phrase of 32 common words', q: `"${COMMON.join(' ')}"` },
  {
    kind: 'two-letter prefixes',
    q: 'co* de* pr* re* in* ar* di* ma* pa* po* ex* ad* ac* ap* en* es* at* tr* so* se* ca* ce* ch* cl* fo* fi* li* lo* mi* mo* na* ob*',
  },
  {
    kind: 'common words, common exclusions',
    q: `${COMMON.slice(0, 16).join(' ')} ${COMMON.slice(16)
      .map((w) => `-${w}`)
      .join(' ')}`,
  },
  { kind: 'forty misspelt words', q: misspelt.join(' ') },
  {
    kind: 'reference to a text with thousands of articles',
    q: 'articles 1 à 50 code de la sécurité sociale',
  },
  {
    kind: 'reference lists without a text',
    q: `articles ${Array.from({ length: 400 }, (_, i) => i * 7 + 1).join(', ')}`,
  },
];

/** The attack paths: each query at pages 2 to `pages` + 1, so that the answer cache never answers them. */
export const attackPaths = (pages: number) =>
  Array.from({ length: pages }, (_, i) =>
    ATTACK_QUERIES.map(
      (a) => `/api/documents/filtered?${new URLSearchParams({ q: a.q, page: String(i + 2) }).toString()}`,
    ),
  ).flat();
