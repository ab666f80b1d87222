import { parseDocumentStructure } from '../../apps/api/src/modules/documents/structure';
import { chunkText } from '../../apps/api/src/search/engine/chunk';
import type { PassageInput } from '../../apps/api/src/search/engine/types';
import { articleKey } from '../../apps/api/src/search/references/article-key';

const labelled = (label: string, heading?: string) => (heading ? `${label} ${heading}` : label);

/**
 * A document's passages: one per article, with the division headings above it and the article's label as
 * its heading; the text outside articles (and a text without articles) in chunks. The integration will do
 * the same from the structure the API already caches.
 */
export function passagesOf(content: string): PassageInput[] {
  const { blocks } = parseDocumentStructure(content);
  const passages: PassageInput[] = [];
  const divisions: Array<{ level: number; text: string }> = [];
  let loose: string[] = [];
  const flushLoose = () => {
    for (const body of chunkText(loose.join('\n\n'))) passages.push({ heading: '', body });
    loose = [];
  };
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      loose.push(block.text);
      continue;
    }
    flushLoose();
    if (block.kind === 'article') {
      const heading = [...divisions.map((d) => d.text), labelled(block.label, block.heading)].join(' — ');
      passages.push({ heading, body: block.text, articleKey: articleKey(block.label), anchor: block.id });
      continue;
    }
    while (divisions.length > 0 && divisions[divisions.length - 1].level >= block.level) divisions.pop();
    divisions.push({ level: block.level, text: labelled(block.label, block.heading) });
  }
  flushLoose();
  return passages;
}
