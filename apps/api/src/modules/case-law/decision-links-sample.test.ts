import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocumentStructure } from '../documents/structure';
import { type DecisionReference, recogniseDecisionReferences } from './decision-references';
import { resolveDecisionTarget } from './decision-targets';
import { readCaseLawFile } from './seed/case-law-file';
import sample from './seed/fixtures/decision-links-sample.json';

// Decisions citing decisions over the shipped case law (docs/case-law.md, "Decisions citing decisions"): every
// reference recognised in every shipped decision, resolved as the database does it, against the shipped
// decisions. The judged sample (seed/fixtures/decision-links-sample.json) holds every reference naming a court
// whose decisions are shipped (the only ones that can land), and one in 25 of the others, each judged by
// reading it: the decision it means when that one is shipped, or none, with the reason.

interface Judgement {
  doc: string;
  blockId: string;
  start: number;
  evidence: string;
  expected: string | null;
  note: string;
}
const judged = sample as Judgement[];
/** The courts whose decisions are shipped. */
const SHIPPED_COURTS = [
  'ohada-ccja',
  'bf-conseil-constitutionnel',
  'bf-cour-supreme',
  'bf-cour-de-cassation',
];

interface Found {
  doc: string;
  blockId: string;
  text: string;
  ref: DecisionReference;
  /** The shipped decision it lands on, or null. */
  to: string | null;
  /** A court whose decisions are shipped is named (or is the citing court, 'la Cour de céans'). */
  shippedCourt: boolean;
}
let found: Found[] = [];

beforeAll(async () => {
  const decisions = await readCaseLawFile(
    new URL('../../../demo-data/case-law.json.gz', import.meta.url).pathname,
  );
  const keys = decisions.map((d, i) => ({
    documentId: i + 1,
    courtId: d.decision.courtId,
    nature: d.decision.nature,
    number: d.decision.number,
    date: d.decision.date,
  }));
  found = decisions.flatMap((d, i) =>
    parseDocumentStructure(d.content)
      .blocks.filter((b) => (b.kind === 'paragraph' || b.kind === 'article') && b.text)
      .flatMap((b) =>
        recogniseDecisionReferences(b.text).map((ref) => {
          const to = ref.target
            ? resolveDecisionTarget(ref.target, { documentId: i + 1, courtId: d.decision.courtId }, keys)
            : null;
          const courts = ref.target?.courts === 'own' ? [d.decision.courtId] : (ref.target?.courts ?? []);
          return {
            doc: d.key,
            blockId: b.id,
            text: b.text,
            ref,
            to: to === null ? null : decisions[to - 1].key,
            shippedCourt: courts.some((c) => SHIPPED_COURTS.includes(c)),
          };
        }),
      ),
  );
}, 60_000);

const at = (j: Judgement) =>
  found.find((f) => f.doc === j.doc && f.blockId === j.blockId && f.ref.start === j.start);

describe('decisions citing decisions in the shipped case law', () => {
  it('quotes, for every judgement, the words of the reference at its place', () => {
    for (const j of judged) {
      const f = at(j);
      expect(f, `${j.doc} ${j.blockId} @${j.start}`).toBeDefined();
      expect(f?.text.slice(j.start, j.start + j.evidence.length)).toBe(j.evidence);
      expect(j.note.length, j.evidence).toBeGreaterThan(10);
    }
  });

  it('judges every reference naming a court whose decisions are shipped, and every link made', () => {
    const judgedAt = new Set(judged.map((j) => `${j.doc}|${j.blockId}|${j.start}`));
    const unjudged = found
      .filter((f) => f.shippedCourt || f.to !== null)
      .filter((f) => !judgedAt.has(`${f.doc}|${f.blockId}|${f.ref.start}`))
      .map((f) => `${f.doc} ${f.blockId} «${f.text.slice(f.ref.start, f.ref.end)}»`);
    expect(unjudged).toEqual([]);
  });

  it('links each judged reference where the reading says, and no other', () => {
    const wrong = judged
      .filter((j) => at(j)?.to !== j.expected)
      .map((j) => `${j.doc} ${j.blockId} «${j.evidence}»: ${at(j)?.to} instead of ${j.expected}`);
    expect(wrong).toEqual([]);
    const links = found.filter((f) => f.to !== null);
    const named = found.filter((f) => f.ref.target !== null);
    console.info(
      `decision references: ${found.length} recognised, ${named.length} naming a court of the list, ` +
        `${found.filter((f) => f.shippedCourt).length} a court whose decisions are shipped, ${links.length} linked; ` +
        `judged sample: ${judged.length}, ${judged.filter((j) => j.expected).length} to link`,
    );
    expect(links.length).toBe(judged.filter((j) => j.expected).length);
  });
});
