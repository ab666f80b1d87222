import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DecisionFields, DOC_TYPE_CATEGORIES } from '@lexfaso/contracts';
import { describe, expect, it } from 'vitest';
import { COURTS, courtById } from '../courts';
import { recogniseDecisionParts } from '../structure';
import { readCaseLawFile } from './case-law-file';
import JUDGED from './fixtures/judged-sample.json';

// The shipped case law (apps/api/demo-data/case-law.json.gz, built by scripts/corpus/build-case-law.ts).
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const decisions = await readCaseLawFile(join(repoRoot, 'apps/api/demo-data/case-law.json.gz'));
const burkina = decisions.filter((d) => d.source.name === 'juricaf-burkina-2015');
const ccja = decisions.filter((d) => d.source.name === 'ccja-juricaf');
const noted = (d: (typeof decisions)[number], field: string) =>
  d.fieldNotes?.some((n) => n.field === field) ?? false;

describe('the courts', () => {
  it('have unique ids, and the list has the courts the product promises', () => {
    expect(new Set(COURTS.map((c) => c.id)).size).toBe(COURTS.length);
    for (const id of [
      'bf-conseil-constitutionnel',
      'bf-cour-supreme',
      'bf-cour-de-cassation',
      'bf-conseil-d-etat',
      'bf-cour-des-comptes',
      'bf-ca-ouagadougou',
      'bf-ca-bobo-dioulasso',
      'bf-tgi-ouagadougou',
      'bf-tc-ouagadougou',
      'bf-tt-ouagadougou',
      'ohada-ccja',
      'uemoa-cour-de-justice',
      'cedeao-cour-de-justice',
      'fr-cour-de-cassation',
    ])
      expect(courtById(id), id).toBeDefined();
  });
});

describe('the shipped decisions', () => {
  it('are all the Burkinabè decisions of the CSV, duplicates merged, and the CCJA pages that hold a decision', () => {
    const rows = burkina.flatMap((d) => d.source.records.map((r) => r.row));
    expect(new Set(rows).size).toBe(283);
    expect(burkina.length).toBe(259);
    expect(ccja.length).toBe(38);
    expect(new Set(decisions.map((d) => d.key)).size).toBe(decisions.length);
  });

  it('each have court, chamber (where the court has chambers), number, date, nature and solution, or say why not', () => {
    const jurisprudence = new Set<string>(DOC_TYPE_CATEGORIES.jurisprudence.types);
    for (const d of decisions) {
      const f = DecisionFields.parse(d.decision);
      const court = courtById(f.courtId);
      expect(court, d.key).toBeDefined();
      expect(f.number, d.key).toBeTruthy();
      expect(f.date, d.key).toMatch(/^(19|20)\d\d-\d\d-\d\d$/);
      expect(jurisprudence.has(d.docType), d.key).toBe(true);
      if (court?.chambers.length)
        expect(f.chamber !== null || noted(d, 'chamber'), `${d.key} chamber`).toBe(true);
      else expect(f.chamber, d.key).toBeNull();
      if (f.chamber) expect(court?.chambers, d.key).toContain(f.chamber);
      expect(f.solution !== null || noted(d, 'solution'), `${d.key} solution`).toBe(true);
      expect(d.attribution).toBe('Source : Juricaf (AHJUCAF), ODbL 1.0');
    }
    // the notes are few: two Burkinabè texts stop before their dispositif
    expect(
      burkina
        .filter((d) => d.fieldNotes)
        .map((d) => d.key)
        .sort(),
    ).toEqual(['bf-cour-supreme-2000-07-04-25', 'bf-cour-supreme-2000-12-19-34-93']);
  });

  it('take the court from the text: Juricaf’s "Cour constitutionnelle" is the Conseil constitutionnel, its "Cour de cassation" of 1998–2002 the Cour suprême', () => {
    for (const d of burkina) {
      const fromCc = d.source.records.some((r) => / cc \d+/.test(r.juricafId));
      expect(d.decision.courtId === 'bf-conseil-constitutionnel', d.key).toBe(fromCc);
    }
    expect(
      burkina
        .filter((d) => d.decision.courtId === 'bf-cour-supreme')
        .every((d) => d.decision.date < '2003-01-01'),
    ).toBe(true);
    expect(burkina.some((d) => d.decision.courtId === 'bf-cour-supreme')).toBe(true);
  });

  it('are clean: no rule lines, dot leaders, spaced letters, runs of blank lines or OCR slips left', () => {
    const debris: string[] = [];
    for (const d of decisions) {
      const checks: [string, RegExp][] = [
        ['rule', /(?:^|\s)[-~_=*]{4,}(?:\s|$)/m],
        ['leader', /…{2,}|\.{4,}/],
        ['spaced letters', /(?<![\p{L}.])(?:\p{L} ){4,}\p{L}(?![\p{L}.])/u],
        ['blank lines', /\n{3,}/],
        ['slip', /\/\)\/°|(?<!\p{L})écision n°|BRUKINA|SUPRME/u],
        ['markup', /<\/?[a-z][^>]*>|&[a-z]+;/],
      ];
      for (const [what, re] of checks)
        if (re.test(d.content)) debris.push(`${d.key}: ${what} ${re.exec(d.content)?.[0]}`);
    }
    expect(debris).toEqual([]);
  });
});

describe('a sample of 30 decisions read by hand (seed/fixtures/judged-sample.json)', () => {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[’]/g, "'");

  it('agrees with the fields read from the text, whose evidence the text holds', () => {
    expect(JUDGED.length).toBe(30);
    let agreeing = 0;
    const disagreements: string[] = [];
    for (const judged of JUDGED) {
      const d = decisions.find((x) => x.key === judged.key);
      expect(d, judged.key).toBeDefined();
      if (!d) continue;
      const shipped = {
        courtId: d.decision.courtId,
        chamber: d.decision.chamber,
        number: d.decision.number,
        date: d.decision.date,
        nature: d.decision.nature,
        solution: d.decision.solution,
      };
      const differing = Object.entries(judged.expected).filter(
        ([k, v]) => shipped[k as keyof typeof shipped] !== v,
      );
      if (differing.length) disagreements.push(`${d.key}: ${JSON.stringify(differing)}`);
      else agreeing++;
      const hay = fold(`${d.publishedReference ?? ''}\n${d.content}`);
      for (const [field, quote] of Object.entries(judged.evidence)) {
        if (quote === null)
          expect(noted(d, field), `${d.key}: ${field} without evidence nor note`).toBe(true);
        else expect(hay.includes(fold(quote)), `${d.key}: ${field} evidence «${quote}»`).toBe(true);
      }
      const parts = recogniseDecisionParts(d.content);
      for (const [kind, first] of Object.entries(judged.parts)) {
        const part = parts.find((p) => p.kind === kind);
        if (first === null) expect(part, `${d.key}: no ${kind}`).toBeUndefined();
        else
          expect(part && d.content.slice(part.start, part.end).startsWith(first), `${d.key}: ${kind}`).toBe(
            true,
          );
      }
    }
    console.log(`judged sample: ${agreeing}/${JUDGED.length} decisions agree on all six fields`);
    expect(disagreements).toEqual([]);
  });
});
