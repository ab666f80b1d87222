import { SEED_MESSAGES } from '@lexfaso/contracts';
import type { AppDeps } from '../../../deps';
import { slugify } from '../../../platform/slug';
import { applyManifestStatuses } from '../../law/statuses/manifest-statuses';
import { openVersion } from '../../law/versions/versions-store';
import { ensureReference } from '../../reference-data/seed/reference-data';
import { createDocument, setDocumentPdf, updateDocument } from '../document-store';
import { parseDocumentStructure } from '../structure';
import { type DemoDocument, loadDemoCorpus, readDemoPdf } from './demo-corpus-file';

interface StoredPdf {
  path: string;
  name: string;
  size: number;
}

/** Puts each official PDF in storage (the same storage the back office uploads to): key by document key. */
async function storePdfs(deps: AppDeps, corpus: DemoDocument[]): Promise<Map<string, StoredPdf>> {
  const stored = new Map<string, StoredPdf>();
  try {
    for (const doc of corpus) {
      const data = await readDemoPdf(doc);
      if (!data || !doc.pdfFile) continue;
      stored.set(doc.key, {
        path: await deps.storage.put(data, 'pdf'),
        name: doc.pdfFile,
        size: data.length,
      });
    }
  } catch (error) {
    await removePdfs(deps, stored);
    throw error;
  }
  return stored;
}

async function removePdfs(deps: AppDeps, stored: Map<string, StoredPdf>) {
  await Promise.all([...stored.values()].map((pdf) => deps.storage.delete(pdf.path).catch(() => {})));
}

/**
 * Loads the demo corpus into an empty documents table, in one transaction, through createDocument (row,
 * unique slug and search index together), each text with its reference, status and official PDF. Type names
 * map to the doc_types rows of the spec; domains and bodies are created when missing.
 */
export async function seedDemoCorpus(deps: AppDeps, log: (msg: string) => void) {
  const existing = await deps.db.selectFrom('documents').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const corpus = await loadDemoCorpus();
  if (!corpus.length) return;
  // The corpus leaves the date empty when its source does not state it: those texts are public with no
  // date rather than with an invented one (they are left out of date filters and shown as undated).
  const undated = corpus.filter((d) => !d.publishedAt).length;
  const started = Date.now();

  const types = await deps.db.selectFrom('doc_types').select(['id', 'type', 'slug']).execute();
  const typeIds = new Map<string, number>();
  for (const t of types) {
    typeIds.set(t.slug, t.id);
    typeIds.set(slugify(t.type), t.id);
  }
  const unknownTypes = new Set<string>();
  const pdfs = await storePdfs(deps, corpus);

  try {
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
      const created: Array<{ id: number; doc: DemoDocument }> = [];
      for (const d of corpus) {
        const docTypeId = typeIds.get(slugify(d.docType)) ?? null;
        if (docTypeId === null) unknownTypes.add(d.docType);
        // A text with earlier consolidations starts as the earliest, then each next one is added as a version.
        const earliest = d.earlierVersions?.[0];
        const id = await createDocument(trx, {
          title: d.title,
          content: earliest?.content ?? d.content,
          preambule: earliest ? earliest.preambule : d.preambule,
          publishedAt: d.publishedAt,
          isPublished: true,
          docTypeId,
          domaineId: await ref('domaines', d.domaine),
          organismeId: await ref('organismes', d.organisme),
          jurisdiction: d.jurisdiction,
          source: d.source,
          reference: d.reference,
          status: d.status,
          statusNote: d.statusNote,
        });
        await addVersions(trx, id, d);
        const pdf = pdfs.get(d.key);
        if (pdf) await setDocumentPdf(trx, id, pdf);
        created.push({ id, doc: d });
      }
      // Statuses name other texts (what repealed them): once every text is there.
      for (const { id, doc } of created)
        if (doc.articleStatuses?.length) {
          const articleIds = parseDocumentStructure(doc.content)
            .blocks.filter((b) => b.kind === 'article')
            .map((b) => b.id);
          await applyManifestStatuses(trx, id, articleIds, doc.articleStatuses);
          await updateDocument(trx, id, {}); // its search passages follow its statuses
        }
    });
  } catch (error) {
    await removePdfs(deps, pdfs);
    throw error;
  }
  if (unknownTypes.size) log(SEED_MESSAGES.unknownDocTypes([...unknownTypes].join(', ')));
  log(SEED_MESSAGES.corpusLoaded(corpus.length, Date.now() - started, undated, pdfs.size));
}

/** The versions after the earliest (which the document was created with): each added as the law module does. */
async function addVersions(db: Parameters<typeof createDocument>[0], id: number, d: DemoDocument) {
  const versions = d.earlierVersions ?? [];
  if (versions.length === 0 || !d.currentVersion) return;
  const next = [...versions.slice(1), { ...d.currentVersion, content: d.content, preambule: d.preambule }];
  let outgoing = versions[0];
  for (const [i, version] of next.entries()) {
    const current = await db
      .selectFrom('documents')
      .select(['content', 'preambule', 'published_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await openVersion(
      db,
      id,
      {
        content: current.content,
        preambule: current.preambule,
        publishedAt: current.published_at,
        pdf: null,
        ...(i === 0
          ? { record: { label: outgoing.label, validFrom: outgoing.validFrom, note: outgoing.note } }
          : {}),
      },
      { validFrom: version.validFrom, label: version.label, note: version.note },
    );
    await updateDocument(db, id, { content: version.content, preambule: version.preambule });
    outgoing = { ...outgoing, ...version, source: outgoing.source, sourcePath: outgoing.sourcePath };
  }
}
