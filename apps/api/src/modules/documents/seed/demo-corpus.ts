import { SEED_MESSAGES } from '@lexfaso/contracts';
import type { AppDeps } from '../../../deps';
import { slugify } from '../../../platform/slug';
import { ensureReference } from '../../reference-data/seed/reference-data';
import { createDocument } from '../document-store';
import { loadDemoCorpus } from './demo-corpus-file';

/**
 * Loads the demo corpus into an empty documents table, in one transaction, through createDocument (row,
 * unique slug and search index together). Type names map to the doc_types rows of the spec; domains and
 * bodies are created when missing.
 */
export async function seedDemoCorpus(deps: AppDeps, log: (msg: string) => void) {
  const existing = await deps.db.selectFrom('documents').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const corpus = await loadDemoCorpus();
  if (!corpus.length) return;
  // The corpus leaves the date empty when its source does not state it: those texts are public with no
  // date rather than with an invented one (they are left out of date filters and shown as undated).
  let undated = 0;
  const started = Date.now();

  const types = await deps.db.selectFrom('doc_types').select(['id', 'type', 'slug']).execute();
  const typeIds = new Map<string, number>();
  for (const t of types) {
    typeIds.set(t.slug, t.id);
    typeIds.set(slugify(t.type), t.id);
  }
  const unknownTypes = new Set<string>();

  await deps.db.transaction().execute(async (trx) => {
    const refs = new Map<string, number>();
    const ref = async (table: 'domaines' | 'organismes', name: string | null) => {
      if (!name?.trim()) return null;
      const key = `${table}:${slugify(name)}`;
      let id = refs.get(key);
      if (id === undefined) {
        id = await ensureReference(trx, table, name.trim());
        refs.set(key, id);
      }
      return id;
    };
    for (const d of corpus) {
      if (!d.publishedAt) undated++;
      const docTypeId = typeIds.get(slugify(d.docType)) ?? null;
      if (docTypeId === null) unknownTypes.add(d.docType);
      await createDocument(trx, deps.dialect, {
        title: d.title,
        content: d.content,
        preambule: d.preambule,
        publishedAt: d.publishedAt,
        isPublished: true,
        docTypeId,
        domaineId: await ref('domaines', d.domaine),
        organismeId: await ref('organismes', d.organisme),
        jurisdiction: d.jurisdiction,
        source: d.source,
      });
    }
  });
  if (unknownTypes.size) log(SEED_MESSAGES.unknownDocTypes([...unknownTypes].join(', ')));
  log(SEED_MESSAGES.corpusLoaded(corpus.length, Date.now() - started, undated));
}
