import { registerCategoryReader } from '../documents/category-readers';
import { courtById } from './courts';
import { decisionBlocks } from './decision-blocks';
import { registerDecisionReferences } from './decision-links';
import {
  decisionSummaries,
  decisionsCited,
  deleteDecision,
  readDecisionFields,
  readDecisionOutline,
  readDecisionView,
  writeCheckedDecision,
} from './decision-store';

/** The category whose documents are court decisions (DOC_TYPE_CATEGORIES). */
const DECISION_CATEGORY = 'jurisprudence';

/**
 * Makes the documents module show decisions as decisions: their parts in the blocks and the table of
 * contents, `decision` in their answer, and their paragraphs' references as citations (to articles, texts and
 * other decisions: decision-links.ts). Called by the composition root (modules/index.ts) and the demo seed;
 * registering twice changes nothing.
 */
export function registerDecisionReader() {
  registerDecisionReferences();
  registerCategoryReader(DECISION_CATEGORY, {
    blocks: decisionBlocks,
    paragraphsCite: true,
    detail: async (db, id) => ({ decision: await readDecisionView(db, id) }),
    outline: async (db, id) => ({ decision: await readDecisionOutline(db, id) }),
    formFields: async (db, id) => ({ decision: await readDecisionFields(db, id) }),
    write: writeCheckedDecision,
    clear: deleteDecision,
    search: {
      summaries: decisionSummaries,
      cited: decisionsCited,
      court: (id) => {
        const court = courtById(id);
        return court && { id: court.id, name: court.name, kind: court.kind };
      },
    },
  });
}
