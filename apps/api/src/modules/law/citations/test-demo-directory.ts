import { loadTextNames } from '../../../search/lexicon/lexicon';
import { articleKey } from '../../../search/references/article-key';
import { TextNames } from '../../../search/references/text-names';
import { loadDemoCorpus } from '../../documents/seed/demo-corpus-file';
import { parseDocumentStructure } from '../../documents/structure';
import { articleReferences, type FoundReference } from './article-references';
import { type CorpusDirectory, resolveTarget, storedTarget, type Target } from './resolve';
import { OHADA_TREATY, textKeysOf } from './text-keys';

interface MemoryText {
  id: number;
  repealed: boolean;
  publishedAt: string | null;
  articles: Map<string, string>;
  compound: boolean;
}

/** The order of preference of resolve.ts's CorpusDirectory, in memory. */
const preferred = (texts: MemoryText[]) =>
  [...texts].sort(
    (a, b) =>
      Number(a.repealed) - Number(b.repealed) ||
      b.articles.size - a.articles.size ||
      (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') ||
      a.id - b.id,
  );

/** The demo corpus in memory, as the database would hold it: every text published, with its keys and articles. */
export async function demoDirectory() {
  const docs = await loadDemoCorpus();
  const names = new TextNames(loadTextNames());
  const byKey = new Map<string, MemoryText[]>();
  const texts = docs.map((d, i) => {
    const blocks = parseDocumentStructure(d.content).blocks;
    const articles = new Map<string, string>();
    for (const b of blocks) {
      const key = b.kind === 'article' ? articleKey(b.label) : null;
      if (key !== null && !articles.has(key)) articles.set(key, b.id);
    }
    const id = i + 1;
    const text: MemoryText = {
      id,
      repealed: d.status === 'repealed',
      publishedAt: d.publishedAt,
      articles,
      compound: [...articles.keys()].some((k) => k.includes('-')),
    };
    for (const key of textKeysOf(d, names)) byKey.set(key, [...(byKey.get(key) ?? []), text]);
    return { doc: d, id, blocks, text };
  });
  const dir: CorpusDirectory = {
    firstText: async (key) => preferred(byKey.get(key) ?? [])[0]?.id ?? null,
    firstHolding: async (key, self, article, simpleNumbers) => {
      const candidates = key === null ? [texts[self - 1].text] : preferred(byKey.get(key) ?? []);
      for (const t of candidates) {
        const articleId = simpleNumbers && t.compound ? undefined : t.articles.get(article);
        if (articleId) return { documentId: t.id, articleId };
      }
      return null;
    },
  };
  /** Every reference of the corpus with where it lands (null: plain text). */
  const resolved: Array<{ key: string; ref: FoundReference; target: Target | null }> = [];
  for (const t of texts) {
    const ctx = { names, treaty: t.doc.jurisdiction === 'OHADA' ? OHADA_TREATY : null };
    for (const ref of articleReferences(t.blocks, ctx))
      resolved.push({
        key: t.doc.key,
        ref,
        target: await resolveTarget(dir, t.id, storedTarget(ref.text), ref.article),
      });
  }
  const keyOf = (id: number) => texts[id - 1].doc.key;
  return { texts, resolved, keyOf };
}
