/**
 * The lahalex-v0 documents kept in the demo corpus (lahalex-demo.ts), converted as before (lahalex.ts)
 * and then fixed: broken characters mapped back, words cut or glued by the earlier extraction repaired
 * with the French word list, per-document corrections applied, titles and dates from the texts.
 */

import { applyReplacements } from '../../apps/api/src/modules/documents/official-text/corrections.js';
import type { IsWord } from '../../apps/api/src/modules/documents/official-text/line-join.js';
import { repairWords } from '../../apps/api/src/modules/documents/official-text/word-repair.js';
import type { DemoDocument } from '../../apps/api/src/modules/documents/seed/demo-corpus-file.js';
import { convertLahalex } from './lahalex.js';
import { LAHALEX_CATALOG } from './lahalex-catalog.js';
import { LAHALEX_DEMO, type LahalexFix, LEFT_OUT } from './lahalex-demo.js';

export interface LahalexDemo {
  documents: DemoDocument[];
  fixes: LahalexFix[];
  /** Previous demo documents left out, and why. */
  leftOut: { key: string; title: string; reason: string }[];
}

function leftOutReason(key: string, organisme: string): string {
  if (LEFT_OUT[key]) return LEFT_OUT[key];
  if (organisme === 'République du Bénin' || organisme.includes('(Bénin)'))
    return 'Texte béninois : hors du corpus de démonstration (reste importable pour les tests de charge).';
  if (organisme === 'CEMAC' || organisme === 'CEEAC')
    return `Texte de la ${organisme} (Afrique centrale) : ne s'applique pas au Burkina Faso.`;
  return "Ne s'applique pas au Burkina Faso.";
}

/** The source files a preamble as 'Article 0 : Préambule': it is the preamble, not an article. */
function splitArticleZero(content: string): { preamble: string | null; body: string } {
  const zero = /^Article 0 : Pr[ée]ambule\n\n/i.exec(content);
  if (!zero) return { preamble: null, body: content };
  const rest = content.slice(zero[0].length);
  const next = /\n\n(?=(?:Article \d|TITRE|Titre|CHAPITRE|Chapitre|LIVRE|PARTIE)\b)/.exec(rest);
  if (!next) return { preamble: null, body: content };
  return { preamble: rest.slice(0, next.index).trim(), body: rest.slice(next.index).trim() };
}

/** Page furniture removed wherever it stands, with the space around it; paragraphs left empty go too. */
function removeFurniture(content: string, furniture: { pattern: string }[]): string {
  if (!furniture.length) return content;
  let out = content;
  for (const { pattern } of furniture) out = out.replace(new RegExp(` ?(?:${pattern}) ?`, 'gu'), ' ');
  return out
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function convertLahalexDemo(files: Map<string, string>, isWord: IsWord): LahalexDemo {
  const converted = convertLahalex(files).documents;
  const byKey = new Map(converted.map((d) => [d.key, d]));
  const documents = LAHALEX_DEMO.map((fix): DemoDocument => {
    const source = byKey.get(fix.from);
    if (!source) throw new Error(`lahalex: no document ${fix.from}`);
    let content = source.content;
    if (fix.startAt) {
      const start = content.indexOf(fix.startAt);
      if (start < 0) throw new Error(`lahalex: ${fix.key} has no "${fix.startAt}"`);
      content = content.slice(start);
    }
    for (const [broken, right] of Object.entries(fix.characters ?? {}))
      content = content.split(broken).join(right);
    content = removeFurniture(content, fix.furniture ?? []);
    content = repairWords(content, isWord).text;
    content = applyReplacements(content, fix.replacements ?? [], 'content');
    const { preamble, body } = splitArticleZero(content);
    return {
      key: fix.key,
      title: fix.title,
      docType: source.docType,
      domaine: source.domaine,
      organisme: source.organisme,
      jurisdiction: source.jurisdiction,
      publishedAt: fix.publishedAt,
      reference: fix.reference,
      status: 'in-force',
      statusNote: null,
      preambule: preamble,
      content: body,
      pdfFile: null,
      numberingGaps: fix.expectedGaps ?? [],
      source: 'lahalex-v0',
      sourcePath: source.sourcePath,
    };
  });
  const kept = new Set(LAHALEX_DEMO.map((f) => f.from));
  const leftOut = Object.values(LAHALEX_CATALOG)
    .filter((entry) => !kept.has(entry.key))
    .map((entry) => ({
      key: entry.key,
      title: entry.title ?? byKey.get(entry.key)?.title ?? entry.key,
      reason: entry.skip ?? leftOutReason(entry.key, entry.organisme),
    }));
  return { documents, fixes: LAHALEX_DEMO, leftOut };
}
