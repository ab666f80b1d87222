import WORDS from './french-stop-words.json';

// French stop words (french-stop-words.json), written accent-free because they are matched after folding.
// Deliberately NOT stop words: 'or' (gold: mining law matters in Burkina Faso), 'non'
// ('non-respect'), 'plus', 'tout', 'sans', 'contre', 'entre' (they change a legal meaning),
// and single letters other than 'a'/'y' (so 'L. 1234-5' keeps its letter).
const FRENCH_STOP_WORDS: ReadonlySet<string> = new Set(WORDS);

export function isStopWord(foldedToken: string): boolean {
  return FRENCH_STOP_WORDS.has(foldedToken);
}
