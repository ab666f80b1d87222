import { DECISION_PART_LABELS } from '@lexfaso/contracts';
import type { Block } from '../documents/structure';
import { recogniseDecisionParts } from './structure';

/**
 * A decision's blocks as a reader is shown them: the generic blocks of its text (paragraphs, and the articles
 * of a dispositif that numbers them), each part recognised (structure.ts) opened by a `part` block — what the
 * table of contents lists. The generic blocks keep their ids: the links of its paragraphs and the search's
 * anchors name them.
 */
export function decisionBlocks(generic: readonly Block[], content: string): Block[] {
  const parts = recogniseDecisionParts(content).filter((p) => p.kind !== 'header');
  const out: Block[] = [];
  let next = 0;
  for (const block of generic) {
    while (next < parts.length && parts[next].end <= block.start) next++;
    const part = parts[next];
    if (part && block.start >= part.start - 1 && block.end > part.start) {
      out.push({
        id: `partie-${part.kind}`,
        kind: 'part',
        level: 1,
        label: DECISION_PART_LABELS[part.kind],
        text: '',
        start: part.start,
        end: part.end,
      });
      next++;
    }
    out.push(block.kind === 'paragraph' ? block : { ...block, level: Math.max(block.level, 2) });
  }
  return out;
}
