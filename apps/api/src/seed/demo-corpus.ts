import type { AppDeps } from '../deps';
import { createDocument } from '../documents/document-store';
import { slugify } from '../lib/slug';
import { ensureReference } from './reference-data';

/** One text of the demo corpus, as `seed/data/demo-corpus.ts` gives it. */
interface DemoDocument {
  key: string;
  title: string;
  docType: string;
  domaine: string | null;
  organisme: string | null;
  jurisdiction: string | null;
  publishedAt: string | null;
  preambule: string | null;
  content: string;
  source: string | null;
  sourcePath?: string | null;
}

// The data module is produced separately (a large gzip file and its loader); the path is a variable so
// the server still starts, without demo documents, in a checkout where it is absent.
const LOADER = './data/demo-corpus';

async function loadCorpus(log: (msg: string) => void): Promise<DemoDocument[] | null> {
  try {
    const mod = (await import(LOADER)) as { loadDemoCorpus(): Promise<DemoDocument[]> };
    return await mod.loadDemoCorpus();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      log('Corpus de démonstration absent (apps/api/src/seed/data): aucun document chargé');
      return null;
    }
    throw err;
  }
}

/**
 * Loads the demo corpus into an empty documents table, in one transaction, through createDocument (row,
 * unique slug and search index together). Type names map to the doc_types rows of the spec; domains and
 * bodies are created when missing.
 */
export async function seedDemoCorpus(deps: AppDeps, log: (msg: string) => void) {
  const existing = await deps.db.selectFrom('documents').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const corpus = await loadCorpus(log);
  if (!corpus?.length) return;
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
      const docTypeId = typeIds.get(slugify(d.docType)) ?? null;
      if (docTypeId === null) unknownTypes.add(d.docType);
      await createDocument(trx, deps.dialect, {
        title: d.title,
        content: d.content,
        preambule: d.preambule,
        publishedAt: d.publishedAt,
        docTypeId,
        domaineId: await ref('domaines', d.domaine),
        organismeId: await ref('organismes', d.organisme),
        jurisdiction: d.jurisdiction,
        source: d.source,
      });
    }
  });
  if (unknownTypes.size) log(`Types de document inconnus (laissés vides) : ${[...unknownTypes].join(', ')}`);
  log(`Corpus de démonstration : ${corpus.length} documents chargés en ${Date.now() - started} ms`);
}
