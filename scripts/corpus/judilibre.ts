/**
 * Case law from the Judilibre API samples (Cour de cassation open data, pseudonymised).
 * The full decision of sample_detail_resolved.json, a selection of the sample_list.json hits
 * that carry a summary (the list has no full text: content is only the summary, themes and
 * solution the source gives), and the distinct cour d'appel and tribunal de commerce fixtures.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoDocument } from '../../apps/api/src/modules/documents/seed/demo-corpus-file.js';
import { FRENCH_MONTHS as MONTHS } from '../../packages/contracts/src/constants.js';
import { frenchDateIn, reflowParagraphs } from './plain-text.js';

const DATA = 'src/data';
const SOURCE = 'judilibre-search-samples';
const LIST_PER_CHAMBER = 3;

interface Decision {
  id: string;
  text?: string;
  chamber?: string;
  decision_date?: string;
  jurisdiction?: string;
  number?: string;
  solution?: string;
  summary?: string;
  themes?: string[];
  publication?: string[];
  formation?: string;
  ecli?: string;
}

function frenchDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year}`;
}

/** 'Chambre commerciale financière et économique' -> 'chambre commerciale financière et économique'. */
function chamberLabel(chamber: string): string {
  return chamber.charAt(0).toLowerCase() + chamber.slice(1);
}

const CHAMBER_DOMAINS: [RegExp, string][] = [
  [/criminelle/i, 'Droit pénal'],
  [/sociale/i, 'Droit du travail'],
  [/commerciale/i, 'Droit commercial'],
  [/civile/i, 'Droit civil'],
];

function domaineOfChamber(chamber: string): string {
  return CHAMBER_DOMAINS.find(([pattern]) => pattern.test(chamber))?.[1] ?? 'Droit civil';
}

/** Decision text as paragraphs, without the typographic separator lines ('_____', '-=-=-='). */
function decisionParagraphs(text: string): string[] {
  const withoutRules = text.replace(/^[\s_=\-*]{3,}$/gm, '');
  return reflowParagraphs(withoutRules);
}

async function readJson<T>(rawDir: string, file: string): Promise<T> {
  return JSON.parse(await readFile(join(rawDir, SOURCE, DATA, file), 'utf8')) as T;
}

function cassationTitle(d: Decision): string {
  return `Cour de cassation, ${chamberLabel(d.chamber!)}, ${frenchDate(d.decision_date!)}, n° ${d.number}`;
}

function cassationDocument(d: Decision, content: string, sourcePath: string): DemoDocument {
  return {
    key: `cass-${d.number}`,
    title: cassationTitle(d),
    docType: 'Arrêt',
    domaine: domaineOfChamber(d.chamber!),
    organisme: 'Cour de cassation (France)',
    jurisdiction: 'Cour de cassation',
    publishedAt: d.decision_date ?? null,
    preambule: null,
    content,
    source: SOURCE,
    sourcePath,
  };
}

/** Summary, themes and solution of a list hit: only what the search result holds. */
function summaryContent(d: Decision): string {
  const blocks = [...reflowParagraphs(d.summary!)];
  if (d.themes?.length) blocks.push(`Thèmes : ${d.themes.join(' ; ')}`);
  if (d.solution) blocks.push(`Solution : ${d.solution}`);
  if (d.publication?.length) blocks.push(`Publication : ${d.publication.join(', ')}`);
  if (d.ecli) blocks.push(`ECLI : ${d.ecli}`);
  return blocks.join('\n\n');
}

export async function convertJudilibre(rawDir: string): Promise<DemoDocument[]> {
  const documents: DemoDocument[] = [];

  const detail = await readJson<Decision>(rawDir, 'sample_detail_resolved.json');
  documents.push(
    cassationDocument(
      detail,
      decisionParagraphs(detail.text!).join('\n\n'),
      `${DATA}/sample_detail_resolved.json`,
    ),
  );

  // A few summarised decisions per chamber, in list order, so every chamber is represented.
  const list = await readJson<{ resolved: Decision[] }>(rawDir, 'sample_list.json');
  const perChamber = new Map<string, number>();
  for (const hit of list.resolved) {
    if (!hit.summary || !hit.chamber || !hit.number || hit.number === detail.number) continue;
    const taken = perChamber.get(hit.chamber) ?? 0;
    if (taken >= LIST_PER_CHAMBER) continue;
    perChamber.set(hit.chamber, taken + 1);
    documents.push(cassationDocument(hit, summaryContent(hit), `${DATA}/sample_list.json#${hit.id}`));
  }

  // ca/ and tj/ details are the same fixture; its metadata (date, number, chamber) belongs to another
  // decision, so title and date are read from the decision text itself.
  const appeal = await readJson<Decision>(rawDir, 'ca/sample_detail_resolved.json');
  const appealText = appeal.text!;
  const appealDate = frenchDateIn(
    /Arrêt du \S+ (\d{1,2} \S+ \d{4})/i.exec(appealText)?.[1]?.toLowerCase() ?? '',
  );
  const rg = /No RG (\S+)/.exec(appealText)?.[1];
  if (!appealDate || !rg) throw new Error('judilibre: cour d’appel fixture changed');
  documents.push({
    key: `ca-chambery-${rg.replace('/', '-')}`,
    title: `Cour d'appel de Chambéry, chambre civile - première section, ${frenchDate(appealDate)}, RG n° ${rg}`,
    docType: 'Arrêt',
    domaine: 'Droit civil',
    organisme: "Cour d'appel de Chambéry",
    jurisdiction: "Cour d'appel",
    publishedAt: appealDate,
    preambule: null,
    content: decisionParagraphs(appealText).join('\n\n'),
    source: SOURCE,
    sourcePath: `${DATA}/ca/sample_detail_resolved.json`,
  });

  // The tcom fixture's decision_date (22 Nov.) is one day off the judgment's own heading (23 Nov.).
  const commerce = await readJson<Decision>(rawDir, 'tcom/sample_detail_resolved.json');
  const commerceText = commerce.text!;
  const commerceDate = frenchDateIn(
    /JUGEMENT du \S+ (\d{1,2} \S+ \d{4})/i.exec(commerceText)?.[1]?.toLowerCase() ?? '',
  );
  if (!commerceDate) throw new Error('judilibre: tribunal de commerce fixture changed');
  documents.push({
    key: `tcom-la-roche-sur-yon-${commerce.number}`,
    title: `Tribunal de commerce de La Roche-sur-Yon, jugement du ${frenchDate(commerceDate)}, RG n° ${commerce.number} (ouverture de liquidation judiciaire)`,
    docType: 'Jugement',
    domaine: 'Droit des affaires',
    organisme: 'Tribunal de commerce de La Roche-sur-Yon',
    jurisdiction: 'Tribunal de commerce',
    publishedAt: commerceDate,
    preambule: null,
    content: decisionParagraphs(commerceText).join('\n\n'),
    source: SOURCE,
    sourcePath: `${DATA}/tcom/sample_detail_resolved.json`,
  });
  return documents;
}
