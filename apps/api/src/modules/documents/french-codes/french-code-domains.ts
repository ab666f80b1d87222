import FRENCH_CODES from './french-codes.json';

/** The body every French code is filed under. */
export const FRENCH_CODES_ORGANISME = FRENCH_CODES.organisme;

/** Legal domain of a French code, from words of its name (first match wins, so specific rules come first). */
const RULES = FRENCH_CODES.domaineRules.map((rule) => [new RegExp(rule.match, 'i'), rule.domaine] as const);

export function domaineForFrenchCode(name: string): string {
  for (const [pattern, domaine] of RULES) if (pattern.test(name)) return domaine;
  return FRENCH_CODES.defaultDomaine;
}
