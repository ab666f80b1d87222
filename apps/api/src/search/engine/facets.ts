import type { DocumentTable } from './documents';
import type { DocList } from './rank';
import type { FacetCount, SearchFacets } from './types';

const DENSE = 4096;

/** Counts small non-negative numbers in an array, others (rare: large ids) in a map. */
class Counter {
  private readonly dense = new Int32Array(DENSE);
  private readonly sparse = new Map<number, number>();
  private readonly seen: number[] = [];

  add(value: number): void {
    if (value < 0) return;
    if (value < DENSE) {
      if (this.dense[value]++ === 0) this.seen.push(value);
    } else this.sparse.set(value, (this.sparse.get(value) ?? 0) + 1);
  }

  counts(): FacetCount<number>[] {
    const out = this.seen.map((value) => ({ value, count: this.dense[value] }));
    for (const [value, count] of this.sparse) out.push({ value, count });
    return out;
  }
}

const byCount = <V>(a: FacetCount<V>, b: FacetCount<V>) => b.count - a.count || (a.value < b.value ? -1 : 1);

/** Facet counts over `docs`: most frequent first (years, decisions' too: newest first); missing values are not counted. */
export function countFacets(table: DocumentTable, docs: DocList): SearchFacets {
  const types = new Counter();
  const categories = new Counter();
  const domains = new Counter();
  const jurisdictions = new Counter();
  const years = new Counter();
  const courts = new Counter();
  const solutions = new Counter();
  const decisionYears = new Counter();
  for (const d of docs) {
    courts.add(table.court[d]);
    solutions.add(table.solution[d]);
    if (table.decisionYear[d] !== 0) decisionYears.add(table.decisionYear[d]);
    types.add(table.typeId[d]);
    categories.add(table.category[d]);
    domains.add(table.domainId[d]);
    jurisdictions.add(table.jurisdiction[d]);
    if (table.year[d] !== 0) years.add(table.year[d]);
  }
  const named = (counter: Counter, names: string[]) =>
    counter
      .counts()
      .map(({ value, count }) => ({ value: names[value], count }))
      .sort(byCount);
  return {
    types: types.counts().sort(byCount),
    categories: named(categories, table.categories.names),
    domains: domains.counts().sort(byCount),
    jurisdictions: named(jurisdictions, table.jurisdictions.names),
    years: years.counts().sort((a, b) => b.value - a.value),
    courts: named(courts, table.courts.names),
    solutions: named(solutions, table.solutions.names),
    decisionYears: decisionYears.counts().sort((a, b) => b.value - a.value),
  };
}
