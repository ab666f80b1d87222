import type { ArticleChange } from '@lexfaso/contracts';
import { articleKey } from '../../../search/references/article-key';
import type { TextBlock } from '../citations/article-references';

interface Article {
  id: string;
  label: string;
  text: string;
}

/** The articles of a text by number (a number used twice keeps its first article), in reading order. */
function articlesByNumber(blocks: readonly TextBlock[]): Map<string, Article> {
  const out = new Map<string, Article>();
  for (const b of blocks) {
    const key = b.kind === 'article' ? articleKey(b.label) : null;
    if (key !== null && !out.has(key)) out.set(key, { id: b.id, label: b.label, text: b.text });
  }
  return out;
}

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/**
 * The articles that differ between two versions, matched by number: added, removed (where they stood) or
 * modified (text changed, spacing aside), in the reading order of the later one; and the counts.
 */
export function compareArticles(before: readonly TextBlock[], after: readonly TextBlock[]) {
  const from = articlesByNumber(before);
  const to = articlesByNumber(after);
  const fromKeys = [...from.keys()];
  const articles: ArticleChange[] = [];
  const counts = { added: 0, removed: 0, modified: 0, unchanged: 0 };
  let next = 0;
  const removedUpTo = (index: number) => {
    for (; next < index; next++) {
      const key = fromKeys[next];
      if (to.has(key)) continue;
      const a = from.get(key) as Article;
      articles.push({ articleId: a.id, label: a.label, change: 'removed', before: a.text });
      counts.removed++;
    }
  };
  for (const [key, a] of to) {
    const old = from.get(key);
    if (old) removedUpTo(fromKeys.indexOf(key) + 1);
    // Removed articles right after the last one kept stand before an added one ('3' removed, then '4' added).
    else while (next < fromKeys.length && !to.has(fromKeys[next])) removedUpTo(next + 1);
    if (!old) {
      articles.push({ articleId: a.id, label: a.label, change: 'added', after: a.text });
      counts.added++;
    } else if (same(old.text, a.text)) counts.unchanged++;
    else {
      articles.push({ articleId: a.id, label: a.label, change: 'modified', before: old.text, after: a.text });
      counts.modified++;
    }
  }
  removedUpTo(fromKeys.length);
  return { articles, counts };
}
