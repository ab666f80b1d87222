/** Legal domain of a French code, from words of its name (first match wins, so specific rules come first). */
const RULES: [RegExp, string][] = [
  [/procédure pénale|pénal|justice militaire|disciplinaire/i, 'Droit pénal'],
  [/procédure civile|procédures civiles/i, 'Procédure civile'],
  [/travail/i, 'Droit du travail'],
  [/impôts|procédures fiscales|douanes/i, 'Droit fiscal'],
  [/propriété intellectuelle|cinéma/i, 'Propriété intellectuelle'],
  [
    /commerce|monétaire|assurances|mutualité|artisanat|expertise comptable|consommation/i,
    'Droit des affaires',
  ],
  [/transports|route|aviation|ports|navigation|voirie|marins/i, 'Droit des transports'],
  [/environnement|forestier|rural|minier|énergie/i, "Droit de l'environnement"],
  [/sécurité sociale|action sociale|aide sociale|santé|pensions/i, 'Droit social'],
  [/famille/i, 'Droit de la famille'],
  [/civil/i, 'Droit civil'],
  [/électoral/i, 'Droit constitutionnel'],
];

export function domaineForFrenchCode(name: string): string {
  for (const [pattern, domaine] of RULES) if (pattern.test(name)) return domaine;
  return 'Droit administratif';
}
