/**
 * The case-law section of apps/api/demo-data/SOURCES.md (between two markers, so that build-demo-corpus.ts and
 * build-case-law.ts each rewrite only their own part): provenance, licence and what the ODbL asks.
 */
import type { DemoDecision } from '../../apps/api/src/modules/case-law/seed/case-law-file.js';

const START = '<!-- case-law:start -->';
const END = '<!-- case-law:end -->';

/** The file with its case-law section replaced (or added at the end). */
export function replaceCaseLawSection(sourcesMd: string, section: string): string {
  const block = `${START}\n${section.trim()}\n${END}\n`;
  const from = sourcesMd.indexOf(START);
  const to = sourcesMd.indexOf(END);
  if (from >= 0 && to > from) return sourcesMd.slice(0, from) + block + sourcesMd.slice(to + END.length + 1);
  return `${sourcesMd.trimEnd()}\n\n${block}`;
}

/** The case-law section of a SOURCES.md being rewritten by build-demo-corpus.ts, to carry over. */
export function caseLawSectionOf(sourcesMd: string): string {
  const from = sourcesMd.indexOf(START);
  const to = sourcesMd.indexOf(END);
  return from >= 0 && to > from ? sourcesMd.slice(from, to + END.length) : '';
}

export function renderCaseLawSourcesMd(decisions: DemoDecision[], skipped: string[]): string {
  const burkina = decisions.filter((d) => d.source.name === 'juricaf-burkina-2015');
  const ccja = decisions.filter((d) => d.source.name === 'ccja-juricaf');
  const merged = decisions.filter((d) => d.source.records.length > 1);
  const redated = burkina.filter((d) => d.source.records.some((r) => r.juricafDate !== d.decision.date));
  const counts = new Map<string, number>();
  for (const d of decisions) {
    const k = `${d.decision.courtId}${d.decision.chamber ? ` — ${d.decision.chamber}` : ''}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const lines = [
    '# Jurisprudence (`case-law.json.gz`)',
    '',
    'Produit par `scripts/corpus/build-case-law.ts` à partir de `../shared/corpus/raw` (hors du dépôt). Chaque',
    'décision y est nettoyée (filets, points de conduite, lettres espacées, lignes vides en série, coquilles de',
    'frappe et d’OCR listées dans `apps/api/src/modules/case-law/seed/text-corrections.json`), pseudonymisée',
    '(les personnes physiques parties, témoins ou tiers deviennent des initiales ; magistrats, greffiers, avocats',
    'et sociétés gardent leur nom) et ses champs sont lus dans son texte : juridiction et chambre, numéro, date',
    '(celle sur laquelle s’accordent le titre, l’audience et la date en toutes lettres), nature, solution (le',
    'dispositif), parties. Voir `docs/case-law.md`.',
    '',
    `${decisions.length} décisions : ${burkina.length} burkinabè, ${ccja.length} de la CCJA.`,
    '',
    ...[...counts].sort().map(([k, n]) => `- \`${k}\` : ${n}`),
    '',
    '## Licence : Open Database License (ODbL) 1.0',
    '',
    'Les deux sources sont des extraits de la base Juricaf de l’AHJUCAF (Association des hautes juridictions de',
    'cassation des pays ayant en partage l’usage du français), diffusée sous l’ODbL 1.0. Chaque décision porte la',
    'mention « Source : Juricaf (AHJUCAF), ODbL 1.0 » (`attribution`), que la page de la décision affiche.',
    'Ce que la licence demande à une base qui les réutilise :',
    '',
    '- **Attribution** (ODbL, articles 4.2 et 4.3) : toute utilisation publique de la base, ou d’une œuvre produite avec',
    '  elle (une page, un export), mentionne la source et la licence : « Source : Juricaf (AHJUCAF), ODbL 1.0 »,',
    '  avec un lien vers la licence (https://opendatacommons.org/licenses/odbl/1-0/).',
    '- **Conserver les mentions** (article 4.2) : les mentions de licence et de droits de la base d’origine restent',
    '  intactes ; ce fichier et le champ `attribution` de chaque décision en tiennent lieu.',
    '- **Partage à l’identique de la base dérivée** (article 4.4) : `case-law.json.gz` est une base dérivée (textes',
    '  nettoyés, pseudonymisés, champs ajoutés) ; utilisée publiquement, elle doit l’être sous l’ODbL 1.0 (ou une',
    '  licence compatible), quelle que soit la licence du code de LexFaso. Une base qui se contente de la réunir',
    '  avec d’autres contenus sans la modifier (base collective, article 4.5) n’y est pas soumise pour ces autres contenus.',
    '- **Accès à la base dérivée** (article 4.6) : qui la rend publique doit aussi en offrir une copie complète lisible',
    '  par machine (ce fichier, ou les sources et le script `build-case-law.ts` qui la reconstruisent).',
    '- **Pas de verrou technique** (article 4.7) sans offrir en parallèle une copie qui en soit libre.',
    '',
    '## juricaf-burkina-2015',
    '',
    '- Fichier : `raw/burkina-case-law/juricaf-burkina-faso-2015.csv`, copie à l’identique de',
    '  `juriscraper/http-www-juricaf-org-recherche-facet-pays-3aburkina-faso/data.csv` du dépôt',
    '  github:regardscitoyens/formation-burkina-novembre-2015 (commit 8c3aa111e6a8caa5da2aa4dfba0eec9e8ec521fa) :',
    '  une extraction de la collection « Burkina Faso » de Juricaf faite en novembre 2015. Le code du dépôt est',
    '  sous AGPL-3.0, les données sont celles de Juricaf (ODbL 1.0).',
    `- ${burkina.length} décisions sur 283 lignes (lues avec un analyseur CSV RFC 4180) : 277 textes distincts, dont`,
    '  plusieurs sont la même décision. Fusionnées (les deux lignes restent dans `source.records`, le texte le plus',
    '  long est gardé) : les lignes au texte identique, celles qui donnent la même décision (même juridiction,',
    '  numéro et date) une fois avec les noms des parties et une fois avec leurs initiales, et la ligne 79 dont le',
    '  texte, après l’en-tête de l’arrêt n°25 de 2005, finit par celui d’une autre décision (la ligne 245 le donne',
    '  entier) :',
    ...merged
      .filter((d) => d.source.name === 'juricaf-burkina-2015')
      .map(
        (d) =>
          `  - \`${d.key}\` : lignes ${d.source.records.map((r) => `${r.row} (${r.juricafId})`).join(' et ')}`,
      ),
    '- La juridiction vient du texte : la colonne `DC.creator` de Juricaf dit « Cour de cassation » aussi pour les',
    '  arrêts de la Cour suprême (chambre judiciaire, 1998–2002) et « Cour constitutionnelle » pour le Conseil',
    '  constitutionnel. Le numéro officiel vient du texte (« Arrêt n°22 du 15/06/1999 »), pas de `caseref`.',
    `- Date du texte différente de celle de Juricaf (\`DC.date\`) pour ${redated.length} décisions :`,
    ...redated.map(
      (d) =>
        `  - \`${d.key}\` : Juricaf ${d.source.records.map((r) => r.juricafDate).join(' / ')}, texte ${d.decision.date}`,
    ),
    ...burkina
      .filter((d) => d.fieldNotes)
      .map((d) => `- \`${d.key}\` : ${d.fieldNotes?.map((g) => `${g.field} ${g.note}`).join(' ; ')}`),
    '',
    '## ccja-juricaf',
    '',
    '- Fichiers : `raw/ccja-juricaf/*.html`, pages Juricaf de décisions de la Cour commune de justice et',
    '  d’arbitrage de l’OHADA (applicables au Burkina Faso), conservées par le dépôt github:Spaire-Tech/Claidor',
    '  (commit a2d2181488a979e34d909e72cbae6b2964c6acb0) ; `INDEX.md` dit lesquelles concernent le Burkina Faso',
    '  (`involvesBurkinaFaso`). Données : Juricaf (AHJUCAF), ODbL 1.0.',
    '- Texte : l’élément `#textArret` de la page ; le sommaire de Juricaf qui le précède (pages importées en 2017)',
    '  devient `summary`, les « Analyses » `keywords`, la ligne de référence du Recueil donne le numéro et les',
    '  parties. Ces pages ne sont pas pseudonymisées à la source : elles le sont ici.',
    ...merged
      .filter((d) => d.source.name === 'ccja-juricaf')
      .map(
        (d) =>
          `- Même décision sur deux pages, fusionnées : \`${d.key}\` (${d.source.records.map((r) => r.juricafId).join(' ; ')})`,
      ),
    ...ccja
      .filter((d) => d.fieldNotes)
      .map((d) => `- \`${d.key}\` : ${d.fieldNotes?.map((g) => `${g.field} ${g.note}`).join(' ; ')}`),
    ...skipped.map((s) => `- Non reprise : ${s}`),
  ];
  return lines.join('\n');
}
