import { CASE_LAW_SEED_MESSAGES, DOC_TYPE_CATEGORIES } from '@lexfaso/contracts';
import type { AppDeps } from '../../../deps';
import { slugify } from '../../../platform/slug';
import { createDocument } from '../../documents/document-store';
import { parseDocumentStructure } from '../../documents/structure';
import { recordNewTextsCitations } from '../../law/citations/batch-citations';
import { courtById } from '../courts';
import { registerDecisionReader } from '../decision-reader';
import { insertDecisions } from '../decision-store';
import { jurisdictionOf } from '../jurisdiction';
import { readCaseLawFile } from './case-law-file';

/** apps/api/demo-data/case-law.json.gz: the shipped decisions (built by scripts/corpus/build-case-law.ts). */
const CASE_LAW_FILE = new URL('../../../../demo-data/case-law.json.gz', import.meta.url);

/**
 * Loads the shipped decisions once (when no decision is stored), after the demo corpus (their references land
 * on its texts), in one transaction: each a published document of its `jurisprudence` type dated by the
 * decision, with its attribution as source, its fields, and the citations of its paragraphs, in bulk.
 */
export async function seedDemoCaseLaw(deps: AppDeps, log: (msg: string) => void) {
  registerDecisionReader();
  const { db } = deps;
  if (await db.selectFrom('decisions').select('document_id').limit(1).executeTakeFirst()) return;
  const started = Date.now();
  const decisions = await readCaseLawFile(CASE_LAW_FILE.pathname);
  const jurisprudence = new Set<string>(DOC_TYPE_CATEGORIES.jurisprudence.types.map((t) => slugify(t)));
  const types = await db.selectFrom('doc_types').select(['id', 'type']).execute();
  const typeIds = new Map(
    types.filter((t) => jurisprudence.has(slugify(t.type))).map((t) => [slugify(t.type), Number(t.id)]),
  );
  await db.transaction().execute(async (trx) => {
    const created: { documentId: number; fields: (typeof decisions)[number]['decision'] }[] = [];
    const texts = [];
    for (const d of decisions) {
      const court = courtById(d.decision.courtId);
      const input = {
        title: d.title,
        content: d.content,
        publishedAt: d.decision.date,
        isPublished: true,
        docTypeId: typeIds.get(slugify(d.docType)) ?? null,
        jurisdiction: court ? jurisdictionOf(court) : null,
        source: d.attribution,
        reference: d.reference,
      };
      const id = await createDocument(trx, input, { citations: 'later' });
      created.push({ documentId: id, fields: d.decision });
      texts.push({
        id,
        title: input.title,
        reference: input.reference,
        jurisdiction: input.jurisdiction,
        blocks: parseDocumentStructure(d.content).blocks,
        paragraphsCite: true,
      });
    }
    await insertDecisions(trx, created);
    await recordNewTextsCitations(trx, texts);
  });
  log(CASE_LAW_SEED_MESSAGES.loaded(decisions.length, Date.now() - started));
}
