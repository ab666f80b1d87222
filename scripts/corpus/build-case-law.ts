/**
 * Builds the shipped case law from the raw corpus (../shared/corpus/raw, not part of the repository):
 * apps/api/demo-data/case-law.json.gz (gzip of a DemoDecision[] array: the Burkinabè decisions of Juricaf's 2015
 * CSV, duplicates merged, then the CCJA decisions of the Juricaf pages) and the case-law section of
 * apps/api/demo-data/SOURCES.md. Each text is cleaned, pseudonymised, and its fields are read from it.
 * Run by hand; CI only reads the committed output.
 *
 *   npx tsx scripts/corpus/build-case-law.ts [corpusDir]   (default: ../shared/corpus)
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse as parseCsv } from 'csv-parse/sync';
import { parse as parseHtml } from 'node-html-parser';
import { decisionCitation, decisionTitle, docTypeOf } from '../../apps/api/src/modules/case-law/citation.js';
import { cleanDecisionText, duplicateKey } from '../../apps/api/src/modules/case-law/clean-text.js';
import { courtById } from '../../apps/api/src/modules/case-law/courts.js';
import { withoutParentheses } from '../../apps/api/src/modules/case-law/fields.js';
import { prepareDecision } from '../../apps/api/src/modules/case-law/prepare-decision.js';
import {
  type NameRole,
  personKey,
  pseudonymiseDecision,
  unmaskedNames,
} from '../../apps/api/src/modules/case-law/pseudonymise.js';
import type { DemoDecision } from '../../apps/api/src/modules/case-law/seed/case-law-file.js';
import { recogniseDecisionParts } from '../../apps/api/src/modules/case-law/structure.js';
import { frenchWords } from '../../apps/api/src/modules/documents/official-text/french-words.js';
import { DecisionFields } from '../../packages/contracts/src/case-law.js';
import { renderCaseLawSourcesMd, replaceCaseLawSection } from './case-law-sources-md.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const demoDataDir = join(repoRoot, 'apps/api/demo-data');
const ATTRIBUTION = 'Source : Juricaf (AHJUCAF), ODbL 1.0';
const CSV_PATH = 'burkina-case-law/juricaf-burkina-faso-2015.csv';
const CCJA_DIR = 'ccja-juricaf';

function rawDirFrom(arg: string | undefined): string {
  const corpusDir = resolve(repoRoot, arg ?? '../shared/corpus');
  const raw = join(corpusDir, 'raw');
  return existsSync(raw) ? raw : corpusDir;
}

interface RawDecision {
  text: string;
  /** Juricaf's headnote and keywords (CCJA pages). */
  summary: string | null;
  keywords: string[];
  /** The Recueil's reference line ("… – Affaire : X (Conseil : …) contre Y …"), when the page has one. */
  referenceLine: string | null;
  courtHint?: string;
  /** Juricaf's own number and date of the page ("Numéro d'arrêt", "Date de la décision"), used only when the text lacks them. */
  metadata?: { number: string; date: string };
  involvesBurkinaFaso: boolean;
  source: DemoDecision['source'];
}

async function readBurkinaCsv(rawDir: string): Promise<RawDecision[]> {
  const rows = parseCsv(await readFile(join(rawDir, CSV_PATH)), { columns: true, bom: true }) as Record<
    string,
    string
  >[];
  const byText = new Map<string, RawDecision>();
  rows.forEach((row, i) => {
    const record = { row: i + 1, juricafId: row.caseref, juricafDate: row['DC.date'] };
    const key = duplicateKey(row.content);
    const seen = byText.get(key);
    if (seen) seen.source.records.push(record);
    else
      byText.set(key, {
        text: row.content,
        summary: null,
        keywords: [],
        referenceLine: null,
        involvesBurkinaFaso: false,
        source: { name: 'juricaf-burkina-2015', file: CSV_PATH, records: [record] },
      });
  });
  console.log(`${rows.length} CSV rows, ${byText.size} distinct decisions`);
  return [...byText.values()];
}

/** INDEX.md's table: file name → whether Burkina Faso is involved ("oui …"). */
async function ccjaIndex(rawDir: string): Promise<Map<string, boolean>> {
  const index = new Map<string, boolean>();
  for (const line of (await readFile(join(rawDir, CCJA_DIR, 'INDEX.md'), 'utf8')).split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const file = /`(juricaf-[^`]+\.html)`/.exec(cells[1] ?? '')?.[1];
    if (file) index.set(file, /^oui\b/i.test(cells[5] ?? ''));
  }
  return index;
}

/** The first line of a CCJA decision itself, after any headnote. */
const DECISION_OPENING =
  /^(?:La Cour Commune de Justice|ORGANISATION POUR|COUR COMMUNE|EXTRAIT DES MINUTES|L['’]an\s|Nous,|Audience|Demande d['’]avis)/iu;

/** A Juricaf page: the decision's text, the headnote before the Recueil's reference line, the keywords. */
async function readCcjaPages(rawDir: string): Promise<RawDecision[]> {
  const index = await ccjaIndex(rawDir);
  const files = (await readdir(join(rawDir, CCJA_DIR))).filter((f) => f.endsWith('.html')).sort();
  const out: RawDecision[] = [];
  for (const file of files) {
    const root = parseHtml(await readFile(join(rawDir, CCJA_DIR, file), 'utf8'));
    const article = root.querySelector('#textArret');
    if (!article) throw new Error(`${file}: no #textArret`);
    const lines = parseHtml(article.innerHTML.replace(/<br\s*\/?>|<\/?p\b[^>]*>/gi, '\n'))
      .textContent.split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    // the 2017 imports open with Juricaf's headnote, then (most of them) the Recueil's reference line, sometimes
    // at the end of the headnote's last line; the decision starts after them
    const REFERENCE =
      /Cour Commune de Justice et d['’]Arbitrage\s*(?:\(C\.?C\.?J\.?A\.?\))?\s*[,-–]\s*(?:Arrêt|Avis|Ordonnance)\b/iu;
    const OWN_REFERENCE = /^(?:Arrêt|Avis|Ordonnance)\s*N\s*°/iu;
    const refAt = lines.findIndex(
      (l) => REFERENCE.test(l) || (OWN_REFERENCE.test(l) && /\bAffaire\s*:/u.test(l)),
    );
    let referenceLine: string | null = null;
    let summaryLines: string[] = [];
    let body = lines;
    if (refAt >= 0) {
      const at = Math.max(0, lines[refAt].search(REFERENCE));
      referenceLine = lines[refAt].slice(at);
      summaryLines = [...lines.slice(0, refAt), lines[refAt].slice(0, at)]
        .map((l) => l.trim())
        .filter(Boolean);
      body = lines.slice(refAt + 1);
    } else {
      const start = lines.findIndex((l) => DECISION_OPENING.test(l));
      if (start > 0 && lines[0].length >= 120) {
        summaryLines = lines.slice(0, start);
        body = lines.slice(start);
      }
    }
    const keywords = root
      .querySelectorAll('[itemprop=keywords]')
      .flatMap((k) => k.textContent.split('\n'))
      .map((k) => k.trim())
      .filter(Boolean);
    const juricafId =
      root
        .querySelector('#titre')
        ?.textContent.trim()
        .replace(/^\|\s*/, '') ?? file;
    const juricafDate =
      /(\d{8})-[^-]+\.html$/.exec(file)?.[1].replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3') ?? '';
    const synthesis = root.querySelector('.bloc-droit')?.textContent.replace(/\s+/g, ' ') ?? '';
    const metaNumber = /Numéro d'arrêt\s*:\s*(.+?)\s*Date de la décision/u
      .exec(synthesis)?.[1]
      .replace(/\/$/, '');
    const metaDate = /Date de la décision\s*:\s*(\d{2})\/(\d{2})\/(\d{4})/.exec(synthesis);
    out.push({
      text: body.join('\n\n'),
      summary: summaryLines.length ? summaryLines.join('\n\n') : null,
      keywords,
      referenceLine,
      courtHint: 'ohada-ccja',
      metadata:
        metaNumber && metaDate
          ? { number: metaNumber, date: `${metaDate[3]}-${metaDate[2]}-${metaDate[1]}` }
          : undefined,
      involvesBurkinaFaso: index.get(file) ?? false,
      source: { name: 'ccja-juricaf', file: `${CCJA_DIR}/${file}`, records: [{ juricafId, juricafDate }] },
    });
  }
  return out;
}

/** The CCJA reference line's parties: 'X (Conseil : …) contre Y (Conseil : …)' → 'X c/ Y'. */
function partiesFromReferenceLine(line: string | null): string | null {
  const affair = line && /Affaire\s*:\s*(.+?)(?:\.-|\s*-\s*Recueil|$)/u.exec(line)?.[1];
  if (!affair) return null;
  return (
    withoutParentheses(affair)
      .replace(/\s+contre\s+/giu, ' c/ ')
      .replace(/\s+/g, ' ')
      .replace(/[\s.,;]+$/, '')
      .trim() || null
  );
}

/** Words of three letters or more, counted: two texts of one decision share almost all of them. */
function wordBag(text: string): Map<string, number> {
  const bag = new Map<string, number>();
  for (const w of text.toLowerCase().match(/\p{L}{3,}/gu) ?? []) bag.set(w, (bag.get(w) ?? 0) + 1);
  return bag;
}

function similarity(a: string, b: string): number {
  const A = wordBag(a);
  const B = wordBag(b);
  let common = 0;
  let total = 0;
  for (const [w, n] of A) {
    common += Math.min(n, B.get(w) ?? 0);
    total += n;
  }
  for (const n of B.values()) total += n;
  return total ? (2 * common) / total : 0;
}

/**
 * The same number and date name one decision when the texts agree (Juricaf holds some twice, once with names
 * and once with initials), or when the parties agree and most words do (a row whose text ends with another
 * decision's: the complete one is kept). Two texts that merely share a number stay apart.
 */
function sameDecision(d: DemoDecision, text: string, parties: string | null): boolean {
  const s = similarity(d.content, text);
  return s >= 0.85 || ((parties ?? '') === (d.decision.parties ?? '') && s >= 0.6);
}

const keyPart = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function main(): Promise<void> {
  const rawDir = rawDirFrom(process.argv[2]);
  console.log(`Reading ${rawDir}`);
  const isWord = await frenchWords();
  const raws = [...(await readBurkinaCsv(rawDir)), ...(await readCcjaPages(rawDir))];
  const decisions: DemoDecision[] = [];
  const byIdentity = new Map<string, DemoDecision[]>();
  const keys = new Set<string>();
  const leftNames: string[] = [];
  const skipped: string[] = [];
  const failures: string[] = [];
  const cleanedTexts = raws.map((raw) => cleanDecisionText(raw.text, { isWord }));
  // First pass: the lawyers and judges each decision names with their office, so that another decision that
  // writes one of them without it keeps the name too.
  const professionals = new Map<string, NameRole>();
  for (const cleaned of cleanedTexts)
    for (const k of pseudonymiseDecision(cleaned, [], isWord).kept)
      if (k.role !== 'company') professionals.set(personKey(k.name), k.role);
  for (const [i, raw] of raws.entries()) {
    const where = raw.source.file + (raw.source.records[0].row ? ` row ${raw.source.records[0].row}` : '');
    const cleaned = cleanedTexts[i];
    const parts0 = recogniseDecisionParts(cleaned);
    if (!parts0.some((p) => p.kind !== 'header' && p.kind !== 'signatures')) {
      skipped.push(`${where}: the page holds no decision text (${cleaned.length} characters)`);
      continue;
    }
    const ccjaParties = partiesFromReferenceLine(raw.referenceLine);
    const prepared = prepareDecision(raw.text, {
      pseudonymise: true,
      isWord,
      others: [raw.summary ?? '', ccjaParties ?? '', ...raw.keywords],
      professionals,
      courtId: raw.courtHint,
      extraHeader: raw.referenceLine ?? undefined,
    });
    const [summary, partiesFromLine, ...keywords] = prepared.others;
    const referenceLine = prepared.extraHeader ?? '';
    const text = prepared.content;
    const read = prepared.fields;
    const court = read.courtId ? courtById(read.courtId) : undefined;
    const fieldNotes: NonNullable<DemoDecision['fieldNotes']> = [];
    if (!read.number && raw.metadata) {
      read.number = raw.metadata.number;
      read.nature ??= /^avis/i.test(raw.metadata.number) ? 'avis' : 'arrêt';
      fieldNotes.push({
        field: 'number',
        note: 'numéro de la fiche Juricaf : le texte de la page ne donne pas le sien',
      });
    }
    if (!read.date && raw.metadata) {
      read.date = raw.metadata.date;
      fieldNotes.push({
        field: 'date',
        note: 'date de la fiche Juricaf : le texte de la page ne donne pas la sienne',
      });
    }
    if (!court || !read.number || !read.date || !read.nature) {
      failures.push(`${where}: fields not read: ${JSON.stringify({ ...read, evidence: undefined })}`);
      continue;
    }
    const checked = DecisionFields.safeParse({
      courtId: court.id,
      chamber: read.chamber,
      number: read.number,
      date: read.date,
      nature: read.nature,
      solution: read.solution,
      parties: partiesFromLine || read.parties,
      summary: summary || null,
      keywords,
    });
    if (!checked.success) {
      failures.push(
        `${where}: ${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
      continue;
    }
    const fields = checked.data;
    const identity = `${court.id}|${fields.number}|${fields.date}`;
    const same = (byIdentity.get(identity) ?? []).find((d) => sameDecision(d, text, fields.parties));
    if (same) {
      // one decision Juricaf holds twice (once with names, once with initials; two CCJA pages): the longer
      // text, both provenances
      same.source.records.push(...raw.source.records);
      if (text.length > same.content.length) same.content = text;
      continue;
    }
    let key = [court.id, fields.date, keyPart(fields.number)].join('-');
    for (let n = 2; keys.has(key); n++)
      key = `${[court.id, fields.date, keyPart(fields.number)].join('-')}-${n}`;
    keys.add(key);
    const decision: DemoDecision = {
      key,
      title: decisionTitle(court, fields),
      reference: decisionCitation(court, fields),
      docType: docTypeOf(fields.nature),
      decision: fields,
      content: text,
      publishedReference: referenceLine || null,
      involvesBurkinaFaso: raw.involvesBurkinaFaso,
      attribution: ATTRIBUTION,
      source: raw.source,
    };
    if (!fields.solution)
      fieldNotes.push({ field: 'solution', note: 'vide : le texte publié s’arrête avant le dispositif' });
    if (!fields.chamber && court.chambers.length)
      fieldNotes.push({
        field: 'chamber',
        note:
          fields.nature === 'ordonnance'
            ? 'vide : ordonnance du Président de la Cour, rendue hors chambre'
            : 'vide : la décision ne nomme pas la formation qui l’a rendue',
      });
    if (fieldNotes.length) decision.fieldNotes = fieldNotes;
    byIdentity.set(identity, [...(byIdentity.get(identity) ?? []), decision]);
    decisions.push(decision);
  }
  if (failures.length) throw new Error(`fields not read:\n${failures.join('\n')}`);
  // checked on what is shipped: a merged decision keeps the longer of its texts
  for (const d of decisions) {
    const fields = [
      d.title,
      d.decision.parties ?? '',
      d.decision.summary ?? '',
      d.publishedReference ?? '',
      d.content,
    ];
    for (const name of unmaskedNames(fields.join('\n'), isWord)) leftNames.push(`${d.key}: ${name}`);
  }

  const gz = gzipSync(JSON.stringify(decisions), { level: 9 });
  await writeFile(join(demoDataDir, 'case-law.json.gz'), gz);
  const sourcesPath = join(demoDataDir, 'SOURCES.md');
  const sources = await readFile(sourcesPath, 'utf8');
  await writeFile(sourcesPath, replaceCaseLawSection(sources, renderCaseLawSourcesMd(decisions, skipped)));

  const count = (name: string) => decisions.filter((d) => d.source.name === name).length;
  console.log(
    `${decisions.length} decisions (${count('juricaf-burkina-2015')} Burkinabè, ${count('ccja-juricaf')} CCJA), ${(gz.length / 1024).toFixed(0)} KB gzip`,
  );
  for (const s of skipped) console.log(`skipped ${s}`);
  for (const d of decisions.filter((x) => x.fieldNotes))
    console.log(`note ${d.key}: ${JSON.stringify(d.fieldNotes)}`);
  console.log(`${leftNames.length} full names left away from any professional word:`);
  for (const n of leftNames) console.log(`    ${n}`);
}

await main();
