import type { BenchDb } from '../args';
import { byKind, type QueryOutcome, type RelevanceFigures } from './metrics';

export interface TopThreeComparison {
  queries: number;
  same: number;
  differing: { id: string; q: string; sqlite: string[]; postgres: string[] }[];
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
/** Titles are long: their first words are enough to tell them apart. */
const short = (title: string) => (title.length > 48 ? `${title.slice(0, 47)}…` : title);

function describeFailure(o: QueryOutcome): string {
  const where = o.rank === null ? 'absent du top 10' : `rang ${o.rank}`;
  const article =
    o.expectedArticle === null
      ? ''
      : `; attendu ${o.expectedArticle}, nommés : ${o.namedArticles.join(', ') || 'aucun'}`;
  const reference = o.referenceFound === false ? '; référence non résolue' : '';
  return `  ${o.id} [${o.kind}] « ${o.q} » : ${short(o.expectedTitle)} ${where}${article}${reference}`;
}

export function printFigures(
  db: BenchDb,
  f: RelevanceFigures,
  outcomes: QueryOutcome[],
  failures: QueryOutcome[],
  refused: (QueryOutcome & { status: number })[],
) {
  console.log(`\n== ${db} : ${f.queries} requêtes`);
  console.log(
    `success@1 ${pct(f.successAt1)}   success@3 ${pct(f.successAt3)}   success@10 ${pct(f.successAt10)}`,
  );
  console.log(`MRR ${f.mrr.toFixed(3)}`);
  console.log(`article nommé ${pct(f.articleAccuracy)} (${f.articleQueries} requêtes)`);
  console.log(`références ${pct(f.referenceAccuracy)} (${f.referenceQueries} requêtes)`);
  console.log(`noms de textes, le texte premier ${pct(f.namesFirst)} (${f.nameQueries} requêtes)`);
  console.log(
    `par type (top 3, article nommé) : ${byKind(outcomes)
      .map((k) => `${k.kind} ${k.inTop3}/${k.queries}, ${k.articlesNamed}`)
      .join(' ; ')}`,
  );
  if (refused.length)
    console.log(`réponses ≠ 200 : ${refused.map((o) => `${o.id} (${o.status})`).join(', ')}`);
  console.log(`échecs (${failures.length}) :`);
  for (const o of failures) console.log(describeFailure(o));
}

export function printComparison(c: TopThreeComparison) {
  console.log(
    `\n== même top 3 sur SQLite et PostgreSQL : ${c.same}/${c.queries} (${pct(c.same / c.queries)})`,
  );
  for (const d of c.differing) {
    console.log(`  ${d.id} « ${d.q} »`);
    console.log(`    sqlite   : ${d.sqlite.map(short).join(' | ') || 'aucun'}`);
    console.log(`    postgres : ${d.postgres.map(short).join(' | ') || 'aucun'}`);
  }
}
