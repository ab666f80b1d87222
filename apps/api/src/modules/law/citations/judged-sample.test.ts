import { beforeAll, describe, expect, it } from 'vitest';
import sample from './judged-sample.json';
import { demoDirectory } from './test-demo-directory';

// The judged sample (docs/benchmarks.md, "Links between texts"): mentions of texts and articles drawn from every
// demo text by scripts/citations/draw-sample.ts, each judged by reading it: where a reader means it to go
// (a text and article of the corpus), or nowhere (a text outside the corpus, an article the text no longer
// has, a mention of the text itself, or no reference at all).

interface Judgement {
  doc: string;
  articleId: string;
  start: number;
  evidence: string;
  reference: boolean;
  expected: { doc: string; articleId: string | null } | null;
}
const judged = sample as Judgement[];
let corpus: Awaited<ReturnType<typeof demoDirectory>>;

beforeAll(async () => {
  corpus = await demoDirectory();
}, 60_000);

/** The link the recogniser makes at a judged mention (the one starting there, or covering its first words). */
function linkAt(j: Judgement) {
  const hit = corpus.resolved.find(
    (r) =>
      r.key === j.doc &&
      r.ref.articleId === j.articleId &&
      r.ref.shown &&
      r.target !== null &&
      r.ref.start <= j.start + 8 &&
      r.ref.end > j.start,
  );
  return hit?.target ? { doc: corpus.keyOf(hit.target.documentId), articleId: hit.target.articleId } : null;
}

describe('judged sample of references', () => {
  it('quotes, for every judgement, the words at its place in the text', () => {
    for (const j of judged) {
      const text = corpus.texts
        .find((t) => t.doc.key === j.doc)
        ?.blocks.find((b) => b.id === j.articleId)?.text;
      expect(text?.slice(j.start, j.start + j.evidence.length), `${j.doc} ${j.articleId} @${j.start}`).toBe(
        j.evidence,
      );
    }
  });

  it('holds at least 300 references, from every demo text that has any', () => {
    expect(judged.filter((j) => j.reference).length).toBeGreaterThanOrEqual(300);
    const judgedTexts = new Set(judged.map((j) => j.doc));
    for (const t of corpus.texts) expect(judgedTexts.has(t.doc.key), t.doc.key).toBe(true);
  });

  it('names expected targets that exist in the corpus', () => {
    for (const j of judged.filter((x) => x.expected?.articleId)) {
      const target = corpus.texts.find((t) => t.doc.key === j.expected?.doc);
      expect(
        target?.blocks.some((b) => b.id === j.expected?.articleId),
        JSON.stringify(j),
      ).toBe(true);
    }
  });

  it('links with precision ≥ 0.98 and recall ≥ 0.85', () => {
    let produced = 0;
    let correct = 0;
    let wanted = 0;
    const wrong: string[] = [];
    for (const j of judged) {
      const link = linkAt(j);
      if (j.expected) wanted++;
      if (!link) continue;
      produced++;
      if (j.expected && link.doc === j.expected.doc && link.articleId === j.expected.articleId) correct++;
      else wrong.push(`${j.doc} ${j.articleId} @${j.start} «${j.evidence}» → ${link.doc}#${link.articleId}`);
    }
    const precision = correct / produced;
    const recall = correct / wanted;
    console.info(
      `judged sample: ${judged.length} mentions, ${judged.filter((j) => j.reference).length} references, ${wanted} to link; ${produced} links, ${correct} right: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
    );
    expect(wrong).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(0.98);
    expect(recall).toBeGreaterThanOrEqual(0.85);
  });
});
