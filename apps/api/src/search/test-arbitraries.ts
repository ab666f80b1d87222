import fc from 'fast-check';

/** Strings built from the characters that mean something to the parser or to SQL. */
export const hostileString = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '"',
        '-',
        '*',
        '(',
        ')',
        ' OR ',
        'OR',
        "'",
        ';',
        '--',
        '\u0000',
        '\n',
        '\t',
        '\u202e',
        ' ',
      ),
      fc.constantFrom(
        'décret',
        'loi',
        'le',
        'NOT',
        'AND',
        'NEAR',
        ':*',
        '&',
        '|',
        '!',
        '<->',
        '\\',
        '😀',
        '^',
      ),
      fc.string({ maxLength: 5 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

/** Pieces of the costliest queries: common words, phrases, prefixes, exclusions, OR, references, names. */
const costlyPiece = fc.oneof(
  fc.constantFrom(
    'contrat',
    'travail',
    'bail',
    'vente',
    'code',
    'loi',
    'article',
    'préavis',
    'licenciement',
    'salaire',
    'commercial',
    'tesr',
    'contrta',
    'licenciment',
    'faillite',
    'salaire minimum',
  ),
  fc.constantFrom('"contrat de travail"', '"bail commercial"', '"code travail"', '-nuit', '-"bail vente"'),
  fc.constantFrom('co*', 'tr*', 'l*', 'OR', 'OU', 'AND', 'ET', '(', ')', '"', '-', '*'),
  fc.constantFrom('article', 'articles', 'art.', 'à', 'au', 'et', ',', 'bis', 'L.', 'premier', '1er'),
  fc.integer({ min: 0, max: 5000 }).map(String),
  fc.constantFrom('code du travail', 'CPF', 'AUDCG', 'code civil', 'constitution'),
  fc.string({ maxLength: 8 }),
);

/** Queries up to the contract's 10,000 characters, made of costlyPiece (and long runs of one piece). */
export const costlyQuery = fc.oneof(
  fc.array(costlyPiece, { maxLength: 200 }).map((parts) => parts.join(' ')),
  fc
    .tuple(costlyPiece, fc.integer({ min: 1, max: 2000 }))
    .map(([piece, times]) => `${piece} `.repeat(times).slice(0, 10_000)),
  fc
    .array(fc.integer({ min: 1, max: 400 }), { maxLength: 300 })
    .map((ns) => `articles ${ns.join(' à ')}`.slice(0, 10_000)),
);
