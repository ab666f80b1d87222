import { dateNumber } from './documents';
import type { SearchIndex } from './search-index';
import type { SearchFilters } from './types';

/** The documents the caller may see at all, whatever the filters: published ones, unless drafts were asked for. */
export function compileVisibility(index: SearchIndex, f: SearchFilters = {}): (d: number) => boolean {
  const published = index.table.published;
  return f.includeUnpublished ? () => true : (d) => published[d] === 1;
}

/** The test a document must pass to be shown: published (unless asked otherwise) and every filter. */
export function compileFilters(index: SearchIndex, f: SearchFilters = {}): (d: number) => boolean {
  const checks = filterChecks(index, f);
  if (!f.includeUnpublished) {
    const published = index.table.published;
    checks.unshift((d) => published[d] === 1);
  }
  return allOf(checks);
}

/**
 * The filters' own test, without the visibility check, or null when no filter narrows the search. The
 * evaluator skips the postings of the documents it rejects before scoring them (Evaluator.run): worth a call
 * per posting only when a filter leaves most documents out, which visibility alone never does (drafts are few).
 */
export function compileNarrowing(index: SearchIndex, f: SearchFilters = {}): ((d: number) => boolean) | null {
  const checks = filterChecks(index, f);
  return checks.length === 0 ? null : allOf(checks);
}

function allOf(checks: Array<(d: number) => boolean>): (d: number) => boolean {
  if (checks.length === 0) return () => true;
  if (checks.length === 1) return checks[0];
  if (checks.length === 2) {
    const [a, b] = checks;
    return (d) => a(d) && b(d);
  }
  return (d) => {
    for (const check of checks) if (!check(d)) return false;
    return true;
  };
}

/** One test per filter set (visibility aside). */
function filterChecks(index: SearchIndex, f: SearchFilters): Array<(d: number) => boolean> {
  const t = index.table;
  const checks: Array<(d: number) => boolean> = [];
  if (f.typeId != null) {
    const typeId = f.typeId;
    checks.push((d) => t.typeId[d] === typeId);
  }
  if (f.category != null) {
    const category = t.categories.find(f.category);
    checks.push((d) => t.category[d] === category);
  }
  if (f.domainId != null) {
    const domainId = f.domainId;
    checks.push((d) => t.domainId[d] === domainId);
  }
  if (f.jurisdiction != null) {
    const jurisdiction = t.jurisdictions.find(f.jurisdiction);
    checks.push((d) => t.jurisdiction[d] === jurisdiction);
  }
  if (f.court != null) {
    const court = t.courts.find(f.court);
    checks.push((d) => t.court[d] === court);
  }
  if (f.solution != null) {
    const solution = t.solutions.find(f.solution);
    checks.push((d) => t.solution[d] === solution);
  }
  if (f.decisionYear != null) {
    const year = f.decisionYear;
    checks.push((d) => t.decisionYear[d] === year);
  }
  // Undated documents (0) are outside every date range.
  if (f.dateFrom || f.dateTo) {
    const from = Math.max(1, dateNumber(f.dateFrom));
    const to = f.dateTo ? dateNumber(f.dateTo) : Number.POSITIVE_INFINITY;
    checks.push((d) => t.date[d] >= from && t.date[d] <= to);
  }
  if (f.withPdf) checks.push((d) => t.hasPdf[d] === 1);
  if (f.documentIds) {
    const ids = new Set(f.documentIds);
    checks.push((d) => ids.has(t.externalId[d]));
  }
  return checks;
}

/** The part of the date order the date filters leave, for a browse without words (DateOrder.span). */
export function dateSpan(index: SearchIndex, f: SearchFilters = {}): [number, number] {
  return index.dateOrder.span(dateNumber(f.dateFrom), dateNumber(f.dateTo));
}
