import Database from 'better-sqlite3';
import { passagesOf } from '../../apps/api/src/modules/documents/search/passages';
import type { DocumentInput } from '../../apps/api/src/search/engine/types';

interface Row {
  id: number;
  title: string;
  content: string;
  type_id: number | null;
  category: string | null;
  domain_id: number | null;
  jurisdiction: string | null;
  year: number | null;
  published_at: string | null;
  has_pdf: number;
  is_published: number;
}

/** Every document of the bench's SQLite database, as the engine takes them. */
export function* benchDocuments(path: string): Generator<DocumentInput> {
  const db = new Database(path, { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT d.id, d.title, d.content, d.doc_type_id AS type_id, t.category, d.domaine_id AS domain_id,
          d.jurisdiction, d.year, d.published_at, d.pdf_path IS NOT NULL AS has_pdf, d.is_published
        FROM documents d LEFT JOIN doc_types t ON t.id = d.doc_type_id ORDER BY d.id`,
      )
      .iterate() as IterableIterator<Row>;
    for (const r of rows) {
      yield {
        id: r.id,
        title: r.title,
        passages: passagesOf(r.content),
        typeId: r.type_id,
        category: r.category,
        domainId: r.domain_id,
        jurisdiction: r.jurisdiction,
        year: r.year,
        publishedAt: r.published_at,
        hasPdf: r.has_pdf === 1,
        published: r.is_published === 1,
      };
    }
  } finally {
    db.close();
  }
}

/** Names the bench queries use, resolved to ids as the API does. */
export function benchNames(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    const types = db.prepare('SELECT id, type, slug FROM doc_types').all() as Array<{
      id: number;
      type: string;
      slug: string;
    }>;
    const domains = db.prepare('SELECT id, name FROM domaines').all() as Array<{ id: number; name: string }>;
    return {
      typeId: (name: string) => types.find((t) => t.type === name || t.slug === name)?.id ?? -1,
      domainId: (name: string) => domains.find((d) => d.name === name)?.id ?? -1,
    };
  } finally {
    db.close();
  }
}
