import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkCleanliness,
  cleanlinessProblems,
  type WordChecker,
  wordCheckerFrom,
} from '../official-text/cleanliness';
import { LEGAL_WORDS } from '../official-text/legal-words';
import { parseDocumentStructure } from '../structure';
import { type DemoDocument, loadDemoCorpus } from './demo-corpus-file';

/**
 * Every shipped text reads cleanly (issue 20): no word the French word list and the legal vocabulary do
 * not know beyond a small allowance, no article number twice, no gap the source does not have, no page
 * number, running header or footnote call in the text. The checks must see the debris of the previous
 * demo corpus and of a deliberately dirtied copy.
 */
type Checked = Pick<DemoDocument, 'key' | 'content' | 'preambule'> & {
  numberingGaps?: DemoDocument['numberingGaps'];
};

let words: WordChecker;

function problemsOf(doc: Checked): string[] {
  const labels = parseDocumentStructure(doc.content)
    .blocks.filter((b) => b.kind === 'article')
    .map((b) => b.label);
  const report = checkCleanliness(
    { ...doc, numberingGaps: doc.numberingGaps ?? [], articleLabels: labels },
    words,
  );
  return cleanlinessProblems(report);
}

beforeAll(() => {
  const require = createRequire(import.meta.url);
  words = wordCheckerFrom(require('an-array-of-french-words') as string[], LEGAL_WORDS);
});

describe('the shipped demo corpus', () => {
  let documents: DemoDocument[];
  beforeAll(async () => {
    documents = await loadDemoCorpus();
  });

  it('puts the Burkinabè texts first, each with its official PDF', () => {
    const burkinabe = documents.filter((d) => d.key.startsWith('bf-'));
    expect(burkinabe.length).toBeGreaterThanOrEqual(10);
    expect(documents.slice(0, burkinabe.length)).toEqual(burkinabe);
    for (const doc of burkinabe) expect(doc.pdfFile, doc.key).toMatch(/^bf-.*\.pdf$/);
  });

  it('reads cleanly, text after text', () => {
    const failures = documents.map((doc) => [doc.key, problemsOf(doc)] as const).filter(([, p]) => p.length);
    expect(Object.fromEntries(failures)).toEqual({});
  });
});

describe('the cleanliness check', () => {
  it('rejects texts of the previous demo corpus', async () => {
    // A sample of the corpus shipped before issue 20, kept as a fixture: six texts with its debris, two clean.
    const previous = await loadDemoCorpus(
      new URL('fixtures/previous-demo-corpus-sample.json.gz', import.meta.url),
    );
    const byKey = new Map(previous.map((d) => [d.key, d]));
    // Two acts in one document (every number from 1 twice), and a broken font ('rŁglements').
    expect(problemsOf(byKey.get('ohada-aus')!).join('\n')).toMatch(/numbered twice: Article 1, Article 2/);
    expect(problemsOf(byKey.get('ohada-traite-1993')!).join('\n')).toMatch(/unknown words.*rŁglement/);
    const failing = previous.filter((d) => problemsOf(d).length > 0).map((d) => d.key);
    expect(failing).toEqual([
      'ohada-aus',
      'ohada-traite-1993',
      'ohada-traite-revision',
      'ccja-reglement-procedure',
      'ohada-statut-ersuma',
      'onu-dudh',
    ]);
  });

  describe('on a deliberately dirtied copy of the Code du travail', () => {
    let clean: Checked;
    beforeAll(async () => {
      clean = (await loadDemoCorpus()).find((d) => d.key === 'bf-code-du-travail-2008')!;
      expect(problemsOf(clean)).toEqual([]);
    });
    const dirtied = (change: (content: string) => string): Checked => ({
      ...clean,
      content: change(clean.content),
    });

    it('sees a page number left between two paragraphs', () => {
      const doc = dirtied((c) => c.replace('\n\nArticle 10\n\n', '\n\n12\n\nArticle 10\n\n'));
      expect(problemsOf(doc).join('\n')).toMatch(/page number: "12"/);
    });

    it('sees a footnote call glued to a word', () => {
      const doc = dirtied((c) => c.replace('est interdite.', 'est interdite3.'));
      expect(problemsOf(doc).join('\n')).toMatch(/footnote call/);
    });

    it('sees a running header repeated through the text', () => {
      const header = '\n\nCode du travail - Journal officiel du Faso\n\n';
      const doc = dirtied((c) => c.replace(/\n\n(?=Article (10|20|30|40|50)\n)/g, header));
      expect(problemsOf(doc).join('\n')).toMatch(
        /repeated 5 times: "Code du travail - Journal officiel du Faso"/,
      );
    });

    it('sees an article numbered twice and an article missing', () => {
      const twice = dirtied((c) => c.replace('\n\nArticle 11\n\n', '\n\nArticle 10\n\n'));
      expect(problemsOf(twice).join('\n')).toMatch(/numbered twice: Article 10/);
      const missing = dirtied((c) => c.replace('\n\nArticle 12\n\n', '\n\n'));
      expect(problemsOf(missing).join('\n')).toMatch(/gaps in the numbering: 11 → 13/);
    });

    it('sees words split and glued by an extraction', () => {
      let n = 0;
      const doc = dirtied((c) =>
        c.replace(/\b(travailleurs|employeur)\b/g, (w) =>
          n++ % 2 ? `${w.slice(0, 4)} ${w.slice(4)}` : `le${w}`,
        ),
      );
      expect(problemsOf(doc).join('\n')).toMatch(/unknown words \(allowed \d+\): .*(trav|letravailleurs)/);
    });

    it('sees a letter lost by a broken encoding', () => {
      const doc = dirtied((c) => c.replace(/ à /g, ' '));
      expect(problemsOf(doc).join('\n')).toMatch(/no standalone a-grave preposition/);
    });
  });
});
