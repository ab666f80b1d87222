/**
 * Dates as decisions write them: '15/06/1999', '18/06/02', '15 juin 1999', '1er juillet 2004', and in words,
 * "L'an mil neuf cent quatre vingt dix-neuf Et le quinze juin". Each answer is 'YYYY-MM-DD', or null when the
 * words name no real day.
 */
const MONTHS: Record<string, number> = {
  janvier: 1,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return d.toISOString().slice(0, 10);
}

const fullYear = (year: number) => (year < 100 ? (year < 50 ? 2000 + year : 1900 + year) : year);

/** A date at the start of `text` in figures or with the month's name ('15 juin 1999', '15/06/1999'). */
export function parseFrenchDate(text: string): string | null {
  const t = fold(text).trim();
  const numeric = /^(\d{1,2})\s*\/+\s*(\d{1,2})\s*\/+\s*(\d{2}|\d{4})(?!\d)/.exec(t);
  if (numeric) return isoDay(fullYear(Number(numeric[3])), Number(numeric[2]), Number(numeric[1]));
  const named = /^(\d{1,2})\s*(?:er)?\s+([a-z]+)\s*(\d{4})(?!\d)/.exec(t);
  if (named && MONTHS[named[2]]) return isoDay(Number(named[3]), MONTHS[named[2]], Number(named[1]));
  return null;
}

const UNITS: Record<string, number> = {
  zero: 0,
  un: 1,
  une: 1,
  premier: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
};

/** A number written in French words ('quatre vingt dix-neuf', 'mil neuf cent', 'deux mille six'). */
export function frenchNumberWords(words: string): number | null {
  const tokens = fold(words)
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'et');
  if (!tokens.length) return null;
  let total = 0;
  let current = 0;
  for (const token of tokens) {
    if (token === 'mil' || token === 'mille') {
      total += (current || 1) * 1000;
      current = 0;
    } else if (token === 'cent' || token === 'cents') current = (current || 1) * 100;
    else if (token in UNITS) {
      const value = UNITS[token];
      // 'quatre vingt': four twenties
      if (value === 20 && current % 100 === 4) current = current - 4 + 80;
      else current += value;
    } else return null;
  }
  return total + current;
}

/** "L'an deux mille quatre Et le quinze janvier": the day a decision says it was given, in words. */
export function parseDateInWords(text: string): string | null {
  const t = fold(text)
    .replace(/[’]/g, "'")
    .replace(/\s*,\s*/g, ' ');
  const match =
    /l'an ((?:[a-z-]+\s+){1,8}?)et le ((?:[a-z-]+\s+){1,4}?|\d{1,2}\s+)(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/.exec(
      t,
    );
  if (!match) return null;
  const year = frenchNumberWords(match[1]);
  const day = /^\d{1,2}\s*$/.test(match[2]) ? Number(match[2]) : frenchNumberWords(match[2]);
  if (year === null || day === null) return null;
  return isoDay(year, MONTHS[match[3]], day);
}
