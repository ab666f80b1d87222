import { type DocumentVersion, LAW_MESSAGES } from '@lexfaso/contracts';
import { nowIso } from '../../../platform/clock';
import type { DB } from '../../../platform/db/database';
import { keepCitationsWithVersion } from '../citations/citations-store';
import { keepStatusesWithVersion } from '../statuses/statuses-store';

type VersionRow = {
  id: number;
  document_id: number;
  label: string;
  valid_from: string | null;
  valid_to: string | null;
  note: string | null;
  content: string | null;
};

const toVersion = (r: VersionRow): DocumentVersion => ({
  id: Number(r.id),
  label: r.label,
  validFrom: r.valid_from,
  validTo: r.valid_to,
  current: r.content === null,
  note: r.note,
});

const COLUMNS = ['id', 'document_id', 'label', 'valid_from', 'valid_to', 'note', 'content'] as const;

/** The recorded versions of a text, oldest first (none for a text with a single, unrecorded version). */
export async function listVersions(db: DB, documentId: number): Promise<DocumentVersion[]> {
  const rows = await db
    .selectFrom('document_versions')
    .select(['id', 'document_id', 'label', 'valid_from', 'valid_to', 'note'])
    .select((eb) => eb.case().when('content', 'is', null).then(null).else('').end().as('content'))
    .where('document_id', '=', documentId)
    .execute();
  return rows
    .map((r) => toVersion(r as VersionRow))
    .sort((a, b) => (a.validFrom ?? '').localeCompare(b.validFrom ?? '') || a.id - b.id);
}

/** A version of a text with its own text (null for the current one: the document's text), or undefined. */
export async function findVersion(db: DB, documentId: number, versionId: number) {
  const row = await db
    .selectFrom('document_versions')
    .select([...COLUMNS, 'preambule', 'updated_at'])
    .where('document_id', '=', documentId)
    .where('id', '=', versionId)
    .executeTakeFirst();
  return row
    ? {
        ...toVersion(row as VersionRow),
        content: row.content,
        preambule: row.preambule,
        updatedAt: row.updated_at,
      }
    : undefined;
}

/** The current version's record, when the text has recorded versions. */
export async function currentVersion(db: DB, documentId: number): Promise<DocumentVersion | null> {
  const row = await db
    .selectFrom('document_versions')
    .select(COLUMNS)
    .where('document_id', '=', documentId)
    .where('content', 'is', null)
    .executeTakeFirst();
  return row ? toVersion(row as VersionRow) : null;
}

/** The day before an ISO date. */
function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export interface OutgoingText {
  content: string;
  preambule: string | null;
  publishedAt: string | null;
  pdf: { path: string; name: string; size: number } | null;
  /** How to record it the first time (a seed's earliest version): else labelled by its date. */
  record?: { label: string; validFrom: string | null; note: string | null };
}

export interface NewVersion {
  validFrom: string;
  label?: string | null;
  note?: string | null;
}

/**
 * Closes the version in force the day before `next.validFrom`, keeping its text, PDF, statuses and links
 * with it (as a recorded version; the first time, the text as it stood becomes one), and records the new
 * current version, whose text the caller then writes into the document. In the caller's transaction.
 */
export async function openVersion(db: DB, documentId: number, outgoing: OutgoingText, next: NewVersion) {
  const now = nowIso();
  const closedOn = dayBefore(next.validFrom);
  let closing = await db
    .selectFrom('document_versions')
    .select(['id', 'valid_from'])
    .where('document_id', '=', documentId)
    .where('content', 'is', null)
    .executeTakeFirst();
  if (!closing)
    closing = await db
      .insertInto('document_versions')
      .values({
        document_id: documentId,
        label:
          outgoing.record?.label ??
          (outgoing.publishedAt ? LAW_MESSAGES.versionOf(outgoing.publishedAt) : LAW_MESSAGES.firstVersion),
        valid_from: outgoing.record ? outgoing.record.validFrom : outgoing.publishedAt,
        valid_to: closedOn,
        note: outgoing.record?.note ?? null,
        content: outgoing.content,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'valid_from'])
      .executeTakeFirstOrThrow();
  await db
    .updateTable('document_versions')
    .set({
      valid_to: closedOn,
      content: outgoing.content,
      preambule: outgoing.preambule,
      pdf_path: outgoing.pdf?.path ?? null,
      pdf_name: outgoing.pdf?.name ?? null,
      pdf_size: outgoing.pdf?.size ?? null,
      updated_at: now,
    })
    .where('id', '=', closing.id)
    .execute();
  const closedId = Number(closing.id);
  await keepStatusesWithVersion(db, documentId, closedId);
  await keepCitationsWithVersion(db, documentId, closedId);
  const created = await db
    .insertInto('document_versions')
    .values({
      document_id: documentId,
      label: next.label?.trim() || LAW_MESSAGES.versionOf(next.validFrom),
      valid_from: next.validFrom,
      valid_to: null,
      note: next.note?.trim() || null,
      content: null,
      created_at: now,
      updated_at: now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { closedId, version: toVersion(created as VersionRow) };
}
