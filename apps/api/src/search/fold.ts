// Case and accent folding shared by indexing, querying and highlighting.

// Letters that NFKD does not decompose into a base letter plus combining marks.
const SPECIAL_LETTERS: Record<string, string> = {
  œ: 'oe',
  Œ: 'oe',
  æ: 'ae',
  Æ: 'ae',
  ß: 'ss',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
};
const SPECIAL_LETTERS_RE = /[œŒæÆßøØđĐłŁı]/g;
const COMBINING_MARKS_RE = /\p{M}+/gu;
// Typographic apostrophes and look-alikes become a plain ' so elision works on any of them.
const APOSTROPHES_RE = /[’‘ʼʹ`´′]/g;

/**
 * Lower-cases and removes accents: 'Décret' -> 'decret', 'Œuvre' -> 'oeuvre', 'ﬁn' -> 'fin'.
 * NFKD also turns compatibility forms (ligatures, full-width, superscripts) into plain letters.
 * The result may still contain non-Latin letters; the tokenizer keeps only [a-z0-9].
 */
export function foldText(text: string): string {
  // Fast path: plain ASCII only needs lower-casing (most legal text is mostly ASCII words).
  let out = text;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting ASCII on purpose
  if (/[^\x00-\x7f]/.test(out)) {
    out = out
      .replace(APOSTROPHES_RE, "'")
      .replace(SPECIAL_LETTERS_RE, (c) => SPECIAL_LETTERS[c] ?? c)
      .normalize('NFKD')
      .replace(COMBINING_MARKS_RE, '');
  }
  return out.replace(/`/g, "'").toLowerCase();
}
