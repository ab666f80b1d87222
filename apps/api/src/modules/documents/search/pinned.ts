import type { DB } from '../../../platform/db/database';
import type { DocumentHit as EngineHit } from '../../../search/engine/types';
import { citedBy, summariesOf } from '../category-readers';
import type { ResolvedFilters } from './filters';

/**
 * The published documents a query cites by their usual citation ("CCJA, arrêt n°025/2018 du …", "Décision
 * n°2015-026/CC/EPF"), best first, that pass the search's filters: a citation's words need not be the title's
 * ("Cass. crim." for "Cour de cassation, chambre criminelle"), so the engine alone would miss them.
 */
export async function citedDocuments(db: DB, text: string, f: ResolvedFilters): Promise<number[]> {
  if (text === '') return [];
  const ids = await citedBy(db, text);
  if (ids.length === 0) return [];
  let rows = db
    .selectFrom('documents as d')
    .leftJoin('doc_types as t', 't.id', 'd.doc_type_id')
    .select('d.id')
    .where('d.id', 'in', ids)
    .where('d.is_published', '=', 1);
  if (f.docTypeId !== null) rows = rows.where('d.doc_type_id', '=', f.docTypeId);
  if (f.category !== null) rows = rows.where('t.category', '=', f.category);
  if (f.domaineId !== null) rows = rows.where('d.domaine_id', '=', f.domaineId);
  if (f.jurisdiction !== null) rows = rows.where('d.jurisdiction', '=', f.jurisdiction);
  if (f.dateFrom !== null) rows = rows.where('d.published_at', '>=', f.dateFrom);
  if (f.dateTo !== null) rows = rows.where('d.published_at', '<=', f.dateTo);
  if (f.withPdf) rows = rows.where('d.pdf_path', 'is not', null);
  const passing = new Set((await rows.execute()).map((r) => Number(r.id)));
  const decisions = await summariesOf(db, [...passing]);
  return ids.filter((id) => {
    if (!passing.has(id)) return false;
    const d = decisions.get(id);
    if (f.court !== null && d?.court.id !== f.court) return false;
    if (f.solution !== null && d?.solution !== f.solution) return false;
    return f.decisionYear === null || d?.date.slice(0, 4) === String(f.decisionYear);
  });
}

/**
 * The first page with the cited documents first (the engine's hit for them when it has one, for its passages),
 * then the engine's others; and the total counting the cited ones the engine did not find.
 */
export function withCitedFirst(
  hits: readonly EngineHit[],
  total: number,
  cited: readonly number[],
  limit: number,
): { hits: EngineHit[]; total: number } {
  if (cited.length === 0) return { hits: [...hits], total };
  const byId = new Map(hits.map((h) => [h.documentId, h]));
  const first = cited.map((id) => byId.get(id) ?? { documentId: id, score: 0, passages: [] });
  const set = new Set(cited);
  const others = hits.filter((h) => !set.has(h.documentId));
  return {
    hits: [...first, ...others].slice(0, limit),
    total: total + cited.filter((id) => !byId.has(id)).length,
  };
}
