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
