import {
  checkDateRange,
  DOCUMENTS_API_MESSAGES,
  type DocumentSearchParams,
  isDocTypeCategory,
  periodRange,
} from '@lexfaso/contracts';
import { today } from '../../../platform/clock';
import type { DB } from '../../../platform/db/database';
import { badRequest } from '../../../platform/errors';
import { slugify } from '../../../platform/slug';

/** The filters of a search once names are resolved to ids and presets to dates. */
export interface ResolvedFilters {
  docTypeId: number | null;
  category: string | null;
  domaineId: number | null;
  jurisdiction: string | null;
  /** Court decisions: a court id, a solution, a year. */
  court: string | null;
  solution: string | null;
  decisionYear: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  withPdf: boolean;
  /** status=en_vigueur: repealed articles are left out. */
  inForceOnly: boolean;
}

const isId = (v: string) => /^\d{1,9}$/.test(v);

/** A doc_types row by id, exact type name or slug ('Décret', 'decret'); 400 when unknown. */
async function resolveDocType(db: DB, value: string) {
  const row = isId(value)
    ? await db.selectFrom('doc_types').select('id').where('id', '=', Number(value)).executeTakeFirst()
    : await db
        .selectFrom('doc_types')
        .select('id')
        .where((eb) => eb.or([eb('type', '=', value), eb('slug', '=', slugify(value))]))
        .executeTakeFirst();
  if (!row)
    throw badRequest(DOCUMENTS_API_MESSAGES.filterUnknownDocType, [
      { field: 'documentType', message: DOCUMENTS_API_MESSAGES.filterUnknownDocType },
    ]);
  return row.id;
}

async function resolveDomaine(db: DB, value: string) {
  const row = isId(value)
    ? await db.selectFrom('domaines').select('id').where('id', '=', Number(value)).executeTakeFirst()
    : await db
        .selectFrom('domaines')
        .select('id')
        .where((eb) => eb.or([eb('name', '=', value), eb('slug', '=', slugify(value))]))
        .executeTakeFirst();
  if (!row)
    throw badRequest(DOCUMENTS_API_MESSAGES.filterUnknownDomaine, [
      { field: 'domain', message: DOCUMENTS_API_MESSAGES.filterUnknownDomaine },
    ]);
  return row.id;
}

/**
 * Checks and resolves the filters. A preset period computes its dates on the server (so a bookmarked
 * '30-days' search stays relative to today); 'custom' or no period uses dateFrom/dateTo; 'all' means none.
 */
export async function resolveFilters(db: DB, p: DocumentSearchParams): Promise<ResolvedFilters> {
  const day = today();
  const categoryValue = p.category ?? p.typeCategory ?? null;
  if (categoryValue !== null && !isDocTypeCategory(categoryValue))
    throw badRequest(DOCUMENTS_API_MESSAGES.filterUnknownCategory, [
      { field: 'category', message: DOCUMENTS_API_MESSAGES.filterUnknownCategory },
    ]);

  let dateFrom: string | null = null;
  let dateTo: string | null = null;
  if (p.period && p.period !== 'all' && p.period !== 'custom') {
    const range = periodRange(p.period, day);
    dateFrom = range?.dateFrom ?? null;
    dateTo = range?.dateTo ?? null;
  } else if (p.period !== 'all') {
    const problem = checkDateRange(p.dateFrom, p.dateTo, day);
    if (problem) throw badRequest(problem.message, [problem]);
    dateFrom = p.dateFrom ?? null;
    dateTo = p.dateTo ?? null;
  }

  return {
    docTypeId: p.documentType ? await resolveDocType(db, p.documentType) : null,
    category: categoryValue,
    domaineId: p.domain ? await resolveDomaine(db, p.domain) : null,
    jurisdiction: p.jurisdiction ?? null,
    court: p.court ?? null,
    solution: p.solution ?? null,
    decisionYear: p.decisionYear ?? null,
    dateFrom,
    dateTo,
    withPdf: p.withPdf === true,
    inForceOnly: p.status === 'en_vigueur',
  };
}
