/**
 * `npm run eval:search [-- --db sqlite|postgres|both]`: the relevance of the product's document search,
 * measured through its HTTP API on a fresh database of each kind seeded as `npm start` seeds it (the demo
 * corpus), with the queries of queries.ts. Prints success@1/@3/@10, MRR, article and reference accuracy, the
 * failures, and where the two databases' top 3 differ; writes bench/results/relevance-<db>.json.
 * A measurement: exits 0 whatever the figures, non-zero only when the harness itself breaks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type BenchDb, REPO_ROOT } from '../args';
import { machineInfo } from '../machine';
import { loadCaseLawTexts, loadCorpusTexts } from './corpus';
import { evaluate, failed, type QueryOutcome, type SearchAnswerRead, summarize } from './metrics';
import { RELEVANCE_QUERIES } from './queries';
import { printComparison, printFigures, type TopThreeComparison } from './report';
import { openRelevanceTarget, type RelevanceTarget } from './target';

const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');

function parseDbs(): BenchDb[] {
  const { values } = parseArgs({ options: { db: { type: 'string', default: 'both' } } });
  if (values.db === 'both') return ['sqlite', 'postgres'];
  if (values.db === 'sqlite' || values.db === 'postgres') return [values.db];
  throw new Error(`--db ${values.db} : sqlite, postgres ou both`);
}

/** One query through GET /api/documents/filtered; an answer other than 200 counts as no hit, with its status. */
async function search(
  target: RelevanceTarget,
  q: string,
): Promise<{ answer: SearchAnswerRead; status: number }> {
  const res = await target.app.inject({
    method: 'GET',
    url: '/api/documents/filtered',
    query: { q, limit: '10' },
    headers: target.headers,
  });
  if (res.statusCode !== 200) return { answer: { documents: [] }, status: res.statusCode };
  return { answer: res.json() as SearchAnswerRead, status: 200 };
}

async function measure(db: BenchDb, titles: Map<string, string>) {
  const started = Date.now();
  const target = await openRelevanceTarget(db);
  const outcomes: (QueryOutcome & { status: number })[] = [];
  try {
    for (const query of RELEVANCE_QUERIES) {
      const { answer, status } = await search(target, query.q);
      const title = titles.get(query.expected.document);
      if (title === undefined)
        throw new Error(`${query.id} : document ${query.expected.document} absent du corpus`);
      outcomes.push({ ...evaluate(query, title, answer), status });
    }
  } finally {
    await target.close();
  }
  const figures = summarize(outcomes);
  const result = { db, machine: machineInfo(), seconds: (Date.now() - started) / 1000, figures, outcomes };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, `relevance-${db}.json`), `${JSON.stringify(result, null, 2)}\n`);
  printFigures(
    db,
    figures,
    outcomes,
    outcomes.filter(failed),
    outcomes.filter((o) => o.status !== 200),
  );
  return outcomes;
}

function compareTopThree(a: QueryOutcome[], b: QueryOutcome[]): TopThreeComparison {
  const byId = new Map(b.map((o) => [o.id, o]));
  const differing = a
    .map((o) => ({ id: o.id, q: o.q, sqlite: o.top3, postgres: byId.get(o.id)?.top3 ?? [] }))
    .filter((d) => d.sqlite.join('\n') !== d.postgres.join('\n'));
  return { queries: a.length, same: a.length - differing.length, differing };
}

async function main() {
  const dbs = parseDbs();
  const corpus = await loadCorpusTexts();
  const titles = new Map([...corpus].map(([key, text]) => [key, text.doc.title]));
  for (const [key, decision] of await loadCaseLawTexts()) titles.set(key, decision.title);
  const runs = new Map<BenchDb, QueryOutcome[]>();
  for (const db of dbs) runs.set(db, await measure(db, titles));
  const sqlite = runs.get('sqlite');
  const postgres = runs.get('postgres');
  if (sqlite && postgres) {
    const comparison = compareTopThree(sqlite, postgres);
    fs.writeFileSync(
      path.join(RESULTS_DIR, 'relevance-comparison.json'),
      `${JSON.stringify(comparison, null, 2)}\n`,
    );
    printComparison(comparison);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
