/** Renders apps/api/demo-data/SOURCES.md: provenance, licence notes and corrections of every shipped text. */

import type { TextManifest } from '../../apps/api/src/modules/documents/official-text/text-manifest.js';
import type { DemoDocument } from '../../apps/api/src/modules/documents/seed/demo-corpus-file.js';
import type { LahalexDemo } from './lahalex-fixes.js';

// Facts copied from ../shared/corpus/SOURCES.md (sections 2 and 6).
const BURKINA_LICENCE =
  "Textes législatifs et réglementaires officiels du Burkina Faso, exclus de la protection du droit d'auteur par l'Accord de Bangui (annexe VII) et la loi burkinabè (à vérifier avant tout usage en production). Aucun des dépôts n'a de licence couvrant ces fichiers (la licence Apache-2.0 de `chatbot-juridique-Burkina-Faso` est celle du gabarit Next.js, elle couvre le code seulement). Les PDF sont copiés à l'identique (`git show <commit>:<chemin>`).";

const BURKINA_SOURCES: Record<string, string> = {
  'burkina-l3-chatbot':
    "Compilations du ministère de la Justice / SGG (vers 2010), avec notes de l'éditeur ; `[…]` y marque les passages abrogés ou omis.",
  'burkina-chatbot-front': "Éditions de l'Assemblée nationale (Constitution consolidée, loi 040-2019/AN).",
  'burkina-hackathon-cil': "Édition de l'Assemblée nationale (export Word).",
  'lndevai-plateforme-reporting':
    'Décrets sur les entreprises publiques (exports Word, impression de legiburkina.bf).',
};

const LAHALEX = {
  repository:
    'github:Curtis1706/lahalex-v0 (`content/documents/**`, lus dans `raw/lahalex-v0/content-documents.tar.gz`)',
  commit: '65a08988fe4d3ec745ce0b0d3a2a8a933b918ca5 (2025-09-14)',
  licence:
    "Textes officiels (traités, actes uniformes OHADA), en général exclus du droit d'auteur (Accord de Bangui, lois nationales ; à vérifier). Le dépôt ne déclare aucune licence pour son découpage en articles ni ses métadonnées : données de test, à refaire depuis les sources officielles pour la production.",
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function correctionLines(m: TextManifest): string[] {
  const c = m.corrections;
  const lines: string[] = [];
  if (c.pages) lines.push(`pages ${c.pages.from} à ${c.pages.to} seulement : ${c.pages.reason}`);
  if (c.preambleStartsAt)
    lines.push(`préambule à partir de « ${c.preambleStartsAt} » (la page de titre avant lui est laissée)`);
  if (c.bodyStartsAt) lines.push(`texte à partir de « ${c.bodyStartsAt} »`);
  for (const d of c.dropLines) lines.push(`lignes \`${d.pattern}\` retirées : ${d.reason}`);
  if (c.sideColumn) lines.push(`colonne de droite des tableaux en notes : ${c.sideColumn.reason}`);
  for (const r of c.replacements)
    lines.push(
      `« ${r.find.replace(/\n+/g, ' ⏎ ').slice(0, 80)} » → « ${r.replace.replace(/\n+/g, ' ⏎ ').slice(0, 80)} » : ${r.reason}`,
    );
  for (const g of c.expectedGaps) lines.push(`numérotation ${g.after} → ${g.next} gardée : ${g.reason}`);
  return lines;
}

export function renderDemoSourcesMd(
  documents: DemoDocument[],
  manifests: TextManifest[],
  lahalex: LahalexDemo,
): string {
  const lines = [
    '# Sources du corpus de démonstration',
    '',
    'Produit par `scripts/corpus/build-demo-corpus.ts` à partir de `../shared/corpus/raw` (hors du dépôt) ;',
    '`demo-corpus.json.gz` contient les documents ci-dessous, dans cet ordre : textes burkinabè, puis textes',
    'OHADA, puis les autres textes internationaux applicables au Burkina Faso. Les traités de l’UEMOA et de la',
    'CEDEAO n’y sont pas : leur seule source trouvée est incomplète (voir « Retirés du corpus de démonstration »).',
    '',
    'Un nouveau texte officiel s’importe par le même chemin : `npm run import -- <texte.pdf> --type Loi --reference « … »`',
    '(ou `--manifest` avec un fichier comme ceux de `manifests/`), voir le README.',
    '',
    'Textes burkinabè : lus dans le PDF officiel (couche texte) par `apps/api/src/modules/documents/official-text/`',
    '(numéros de page, en-têtes courants et notes de bas de page reconnus par la mise en page ; les notes deviennent',
    'des paragraphes `[Note N] …` après l’article qui les appelle). Ce que seule une lecture du texte pouvait dire est',
    'dans `manifests/<clé>.json`, chaque correction avec sa raison (repris ci-dessous). Le PDF officiel est copié ici',
    'sous le nom `pdfFile` pour être joint au document.',
    '',
    'Titres, références et dates viennent des textes eux-mêmes ; une date que le texte ne donne pas reste vide.',
    '',
    '## Textes burkinabè',
    '',
  ];
  const bySource = new Map<string, TextManifest[]>();
  for (const m of manifests) bySource.set(m.source.id, [...(bySource.get(m.source.id) ?? []), m]);
  for (const [id, group] of bySource) {
    const { repository, commit } = group[0].source;
    lines.push(
      `### ${id}`,
      '',
      `- Dépôt : github:${repository}`,
      `- Commit : ${commit}`,
      `- Licence et statut : ${BURKINA_LICENCE}`,
      `- Nature : ${BURKINA_SOURCES[id] ?? ''}`,
      '',
    );
    for (const m of group) {
      const doc = documents.find((d) => d.key === m.key)!;
      lines.push(
        `#### ${doc.title}`,
        '',
        `- Clé : \`${m.key}\` ; référence : ${doc.reference} ; date : ${doc.publishedAt ?? '—'} (${m.document.dateSource ?? ''})`,
        `- Fichier : \`${m.source.path}\` (copie : \`${m.pdfFile}\`)`,
        `- Statut : ${doc.status}${doc.statusNote ? ` — ${doc.statusNote}` : ''}`,
        ...correctionLines(m).map((l, i) => `${i === 0 ? '- Corrections :\n  - ' : '  - '}${l}`),
        ...(m.articleStatuses.length
          ? [
              `- Statuts d'articles : ${m.articleStatuses.length} entrées du manifeste (notes de l'édition, textes qui les ont changés)`,
            ]
          : []),
        ...(m.currentVersion
          ? [`- Version : ${m.currentVersion.label}, en vigueur depuis le ${m.currentVersion.validFrom}`]
          : []),
        ...m.earlierVersions.map(
          (v) =>
            `- Version antérieure : ${v.label}, en vigueur depuis le ${v.validFrom} — ${v.note} Fichier : \`${v.source.path}\` (${v.source.repository}, commit ${v.source.commit}) ; corrections : ${v.corrections.replacements.length} remplacement(s), pages ${v.corrections.pages?.from ?? 1} à ${v.corrections.pages?.to ?? '…'} (${v.corrections.pages?.reason ?? ''}).`,
        ),
        '',
      );
    }
  }
  lines.push(
    '## Textes OHADA et autres textes internationaux',
    '',
    '### lahalex-v0',
    '',
    `- Dépôt : ${LAHALEX.repository}`,
    `- Commit : ${LAHALEX.commit}`,
    `- Licence et statut : ${LAHALEX.licence}`,
    "- Traitement commun : caractères cassés remis, mots coupés en fin de ligne (« coopéra- tive ») ou collés (« contrôledu ») réparés à l'aide d'une liste de mots français (`word-repair.ts`), seulement quand la réparation donne des mots connus.",
    '',
    '| clé | titre | référence | date | chemin dans la source | corrections |',
    '|---|---|---|---|---|---|',
  );
  for (const fix of lahalex.fixes) {
    const doc = documents.find((d) => d.key === fix.key)!;
    const extra = [
      fix.fixed,
      ...(fix.furniture ?? []).map((f) => `retiré partout : ${f.reason}`),
      ...(fix.replacements ?? []).map((r) => `« ${r.find.slice(0, 40)} » : ${r.reason}`),
      ...(fix.expectedGaps ?? []).map((g) => `numérotation ${g.after} → ${g.next} : ${g.reason}`),
    ].join(' ; ');
    lines.push(
      `| ${fix.key} | ${cell(doc.title)} | ${cell(doc.reference)} | ${doc.publishedAt ?? '—'} (${cell(fix.dateSource)}) | \`${doc.sourcePath}\` | ${cell(extra)} |`,
    );
  }
  lines.push(
    '',
    '## Retirés du corpus de démonstration',
    '',
    'Les textes béninois et français et la jurisprudence française ne sont plus dans la démonstration ; ils restent importables pour les tests de charge (`npm run import`, archive des codes français).',
    '',
    '| clé (corpus précédent) | titre | raison |',
    '|---|---|---|',
    ...lahalex.leftOut.map((l) => `| ${l.key} | ${cell(l.title)} | ${cell(l.reason)} |`),
    '| fr-code-civil, fr-code-penal, fr-code-procedures-civiles-execution, fr-decret-88-753-1988 | Textes français | Droit français : hors du corpus de démonstration (la suite de tests de charge garde l’archive des codes). |',
    '| cass-*, ca-chambery-*, tcom-* | Décisions françaises (Judilibre) | Jurisprudence française : hors du corpus de démonstration. |',
    '',
  );
  return `${lines.join('\n')}\n`;
}
