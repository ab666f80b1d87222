/**
 * `npx tsx bench/alert-snippets.ts`: the alert pass with its searches without snippets (as committed) against
 * the same pass with snippets forced back on (the code before), on a small SQLite corpus of its own, in a
 * temporary folder: the demo corpus, then TEXTS texts of ARTICLES articles made of its paragraphs, the last
 * NEW_TEXTS new to SAVED_SEARCHES alerts (bench/alerts.ts's queries and filters, in turn). Each pass runs
 * without rests (threadShare 1: the work, not the pacing) and the two are alternated ROUNDS times. Prints the
 * pass's time, and the time spent in the runner's searches, for each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../apps/api/src/config';
import { closeDeps, createDeps } from '../apps/api/src/create-deps';
import type { SearchRunner } from '../apps/api/src/deps';
import { runAlertPass } from '../apps/api/src/modules/alerts/alert-pass';
import { createDocument } from '../apps/api/src/modules/documents/document-store';
import { loadDemoCorpus } from '../apps/api/src/modules/documents/seed/demo-corpus-file';
import { seedReferenceData } from '../apps/api/src/modules/reference-data/seed/reference-data';
import { migrateToLatest, openDatabase } from '../apps/api/src/platform/db/database';
import { seedSavedSearches } from './alerts';
import { benchSession } from './database';
import { median, round } from './stats';

const TEXTS = 2_000;
const ARTICLES = 8;
const NEW_TEXTS = 200;
const SAVED_SEARCHES = 2_000;
const ROUNDS = 5;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-alert-snippets-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '0' });
const handle = openDatabase({ dataDir });
await migrateToLatest(handle);
const deps = createDeps(config, { handle });
await seedReferenceData(deps.db);

// Texts made of the demo corpus's paragraphs (real legal French), picked by a fixed sequence.
const paragraphs = (await loadDemoCorpus())
  .flatMap((d) => d.content.split(/\n\s*\n/))
  .filter((p) => p.length >= 80 && p.length <= 800);
let seed = 1;
const next = () => {
  seed = (seed * 48_271) % 2_147_483_647;
  return seed;
};
for (let i = 1; i <= TEXTS; i++) {
  const articles = Array.from(
    { length: ARTICLES },
    (_, k) => `Article ${k + 1}\n\n${paragraphs[next() % paragraphs.length]}`,
  );
  await createDocument(deps.db, {
    title: `Décret n°${i} portant ${paragraphs[next() % paragraphs.length].slice(0, 60)}`,
    content: articles.join('\n\n'),
    publishedAt: `20${String(10 + (i % 15)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}`,
  });
}

// The saved searches, due, the last NEW_TEXTS texts new to each.
const owner = (await benchSession(handle, 'bench-alert-snippets@lexfaso.test')).user.id;
const { since, now } = await seedSavedSearches(handle, {
  owners: [owner],
  count: SAVED_SEARCHES,
  newTexts: NEW_TEXTS,
});

// Each search of a pass timed; `snippetsForced` asks them with snippets, as before the option.
const runner = deps.searchRunner;
let searchMs = 0;
let searches = 0;
let snippetsForced = false;
const timed: SearchRunner = Object.create(runner);
timed.search = async (params, viewer, version, caller, scope, extracts) => {
  const started = performance.now();
  try {
    return await runner.search(
      params,
      viewer,
      version,
      caller,
      scope,
      snippetsForced ? { snippets: true } : extracts,
    );
  } finally {
    searchMs += performance.now() - started;
    searches += 1;
  }
};
deps.searchRunner = timed;
await runner.start();

async function pass(withSnippets: boolean) {
  await deps.db
    .updateTable('saved_searches')
    .set({ alert_version: since, next_alert_at: now, lease_token: null, lease_until: null })
    .execute();
  await deps.db.deleteFrom('mail_queue').execute();
  snippetsForced = withSnippets;
  searchMs = 0;
  searches = 0;
  const started = performance.now();
  const result = await runAlertPass(deps, { threadShare: 1 });
  return { ms: performance.now() - started, searchMs, searches, mailed: result.mailed };
}

await pass(false); // warm-up: the engine's caches, the page rows', the passages'
await pass(true);
const figures = {
  without: [] as Awaited<ReturnType<typeof pass>>[],
  with: [] as Awaited<ReturnType<typeof pass>>[],
};
for (let r = 0; r < ROUNDS; r++) {
  figures.with.push(await pass(true));
  figures.without.push(await pass(false));
}
for (const [name, runs] of Object.entries(figures))
  console.log(
    `${name} snippets: pass ${runs.map((x) => round(x.ms)).join(', ')} ms (median ${round(median(runs.map((x) => x.ms)))}); ` +
      `searches ${runs[0].searches}, their time ${runs.map((x) => round(x.searchMs)).join(', ')} ms ` +
      `(median ${round(median(runs.map((x) => x.searchMs)))}); mailed ${runs[0].mailed}`,
  );
await closeDeps(deps);
fs.rmSync(dataDir, { recursive: true, force: true });
