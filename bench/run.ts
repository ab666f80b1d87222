/**
 * npm run bench -- [--db sqlite|postgres] [--size N[,N…]] [--duration S] [--skip-web] [--skip-build] [--keep]
 *   [--only fairness|alerts|boot] [--scale N]
 *
 * For each database, for each size (ascending, importing only the difference): load the corpus, start the
 * real server on 127.0.0.1, drive it, time the engine alone and the same queries through the Xapian anchor
 * (XAPIAN_ANCHOR, default ../shared/anchors/xapian_anchor.py), then (once, on the last server) weigh the front
 * end and run Lighthouse. At the largest size, the fairness scenario (issue 29: readers while attackers send
 * the costliest searches; `--only fairness` runs it alone). `--only alerts`: issue 30's alert pass over 10,000
 * saved searches at the largest size, alone (bench/alerts.ts). The time to the first search after a start with
 * and without the engine snapshot (issue 33; `--only boot` runs it alone). `--scale 10` (issue 34): the largest
 * size imported ten times under distinct identities (900,000 articles at 90,000), then the same measures but
 * the fairness scenario and the front end, with the API process's memory; stored apart from the sizes
 * (`scaled`). Figures go to bench/results/latest.json and docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { bumpDocumentsVersion } from '../apps/api/src/modules/documents/documents-version';
import { measureAlerts, SAVED_SEARCHES } from './alerts';
import { dropAnchor, measureXapian } from './anchor';
import { measureApiTimes } from './api-times';
import { type BenchDb, parseBenchArgs, REPO_ROOT } from './args';
import { startBareRoute } from './bare-route';
import { measureBoot } from './boot';
import {
  type BenchTarget,
  benchSession,
  benchTokens,
  countArticles,
  dropTarget,
  importArticles,
  importLargestDocument,
  openTarget,
  postgresState,
  prepareTarget,
} from './database';
import { measureEngineTimes } from './engine-time';
import { ATTACKERS, measureFairness, READERS } from './fairness';
import { runLighthouse } from './lighthouse';
import { drive, settle } from './load';
import { loadAverage, machineInfo, searchCodeState, waitForQuiet } from './machine';
import { highWaterMb, peakDuring, residentMb } from './memory';
import { BENCH_QUERIES, searchPath } from './queries';
import { writeReport } from './report';
import {
  loadResults,
  runKey,
  type ScaledImport,
  type SizeResult,
  type StoredResults,
  saveResults,
} from './results';
import { holdRunLock } from './run-lock';
import { startServer } from './server';
import { measureFirstScreen, measurePageWeights } from './web';
import { xapianSummary } from './xapian-report';

// Below Linux's ephemeral range (32768–60999): outgoing connections never hold them. BENCH_PORT: another
// pair, for a bench run beside another one on the same machine (as BENCH_PG_DATABASE for the database).
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 18_471);
const BARE_PORT = SERVER_PORT + 1;
const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

/** The first paragraph of real text of the largest document: what 'first screen of text' waits for. */
function firstParagraphProbe(content: string) {
  const paragraph = content
    .split(/\n\s*\n/)
    .find((p) => p.length > 80 && !/^(article|partie|livre|titre|chapitre|section)\b/i.test(p));
  return (paragraph ?? content).replace(/\s+/g, ' ').slice(0, 30);
}

/** When, where and under what load a scenario ran: the fields every scenario's record starts with. */
function runStamp(results: StoredResults, db: BenchDb, size: number, loadBefore: number) {
  const { commit, cpu, cores } = results.machine;
  return {
    date: new Date().toISOString(),
    commit,
    cpu: `${cpu}, ${cores} cores`,
    db,
    size,
    loadBefore,
    loadAfter: loadAverage(),
  };
}

async function benchOneSize(
  target: BenchTarget,
  size: number,
  args: ReturnType<typeof parseBenchArgs>,
  results: StoredResults,
  webStep: boolean,
) {
  const handle = await openTarget(target);
  // With --scale, `size` articles `args.scale` times over: measured and stored as one corpus of `corpus`.
  const corpus = size * args.scale;
  log(`${target.db} ${corpus}: import`);
  const importStarted = new Date().toISOString();
  const importStep = await importArticles(handle, args.archive, size, args.scale);
  log(
    `${target.db} ${corpus}: ${importStep.imported} importés en ${importStep.seconds.toFixed(1)} s (${importStep.docsPerSecond.toFixed(0)}/s)`,
  );
  // At a scale the import takes minutes and the measures after it may fail: its figures are stored at once,
  // and a run resuming on the kept database (every copy there, nothing imported) reports the stored ones.
  if (args.scale > 1 && importStep.imported > 0) {
    const stored: ScaledImport = {
      date: importStarted,
      commit: results.machine.commit,
      imported: importStep.imported,
      seconds: importStep.seconds,
      importSeconds: importStep.rounds,
      importLoads: importStep.roundLoads,
      importCpuSeconds: importStep.roundCpuSeconds,
    };
    results.scaled = { ...results.scaled, [target.db]: { ...results.scaled?.[target.db], import: stored } };
    saveResults(results);
  }
  const earlierImport = importStep.imported === 0 ? results.scaled?.[target.db]?.import : undefined;
  const largest = await importLargestDocument(handle, args.archive);
  if (largest.importSeconds !== null && args.scale === 1)
    results.largestImportSeconds = { ...results.largestImportSeconds, [target.db]: largest.importSeconds };
  const session = await benchSession(handle);
  const documents = Number(
    (
      await handle.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const largestContent = (
    await handle.db
      .selectFrom('documents')
      .select('content')
      .where('id', '=', largest.id)
      .executeTakeFirstOrThrow()
  ).content;
  // PostgreSQL's planner needs statistics after a bulk load, as autovacuum would give it in production.
  if (target.db === 'postgres')
    execFileSync('psql', [target.databaseUrl ?? '', '-qc', 'VACUUM ANALYZE'], { stdio: 'inherit' });
  const postgres = target.db === 'postgres' ? await postgresState(handle) : undefined;
  // Any document write bumps this version and so empties the API's search cache: the bench does the same
  // (and nothing else) to time searches with a cold cache.
  const invalidate = async () => {
    await bumpDocumentsVersion(handle.db);
  };

  const loadBefore = loadAverage();
  const searchCode = searchCodeState();
  // The run where every answer is computed goes to a server that does not share computations between
  // identical searches in flight (SEARCH_SHARE_COMPUTATIONS=0): closed-loop clients that reach a query
  // together would otherwise fall into step and share every computation from then on.
  let server = await startServer({ ...target.env, SEARCH_SHARE_COMPUTATIONS: '0' }, SERVER_PORT);
  try {
    const auth = { authorization: `Bearer ${session.token}` };
    // Warm-up: one pass over the mix (long-text and structure caches, the engine's own caches).
    await passOverMix(server.origin, auth);
    await settle(server.origin);
    const idleMb = residentMb(server.pid);

    log(`${target.db} ${corpus}: temps par requête (API puis moteur)`);
    // Median of 5, as the Xapian anchor times its side.
    const api = await measureApiTimes(server.origin, session.token, BENCH_QUERIES, invalidate, 5);
    const { figures: engine, build: engineBuild } = await measureEngineTimes(target, BENCH_QUERIES, 3);
    log(`${target.db} ${corpus}: ancre Xapian, mêmes requêtes, même corpus`);
    const xapian = await measureXapian(
      target,
      size,
      args,
      BENCH_QUERIES,
      engine.map((e, i) => ({ productMs: e.productMs, engineMs: e.engineMs, total: api[i].total })),
    );
    if ('missing' in xapian)
      log(`${target.db} ${corpus}: pas de comparaison avec Xapian : ${xapian.missing}`);

    log(
      `${target.db} ${corpus}: charge recherche ${args.duration} s, cache vidé toutes les 20 ms, puis cache tel quel`,
    );
    await settle(server.origin);
    const { value: searchCold, peakMb: peakComputedMb } = await peakDuring(server.pid, () =>
      withInvalidation(invalidate, () =>
        drive(server.origin, BENCH_QUERIES.map(searchPath), { seconds: args.duration, headers: auth }),
      ),
    );
    const highWaterComputedMb = highWaterMb(server.pid);
    await server.stop();
    // As deployed. Its process caches warmed by one pass over the mix, then every answer made stale (as
    // after the run above, on the same server): the run starts with each search still to compute.
    server = await startServer(target.env, SERVER_PORT);
    await passOverMix(server.origin, auth);
    await invalidate();
    await settle(server.origin);
    const { value: search, peakMb: peakDeployedMb } = await peakDuring(server.pid, () =>
      drive(server.origin, BENCH_QUERIES.map(searchPath), {
        seconds: args.duration,
        headers: auth,
      }),
    );
    // Warm-up: the largest document's answer is made once per process.
    await fetch(`${server.origin}/api/documents/${largest.id}`, { headers: auth });
    log(`${target.db} ${corpus}: charge document ${args.duration} s`);
    await settle(server.origin);
    const { value: document, peakMb: peakDocumentMb } = await peakDuring(server.pid, () =>
      drive(server.origin, [`/api/documents/${largest.id}`], {
        seconds: args.duration,
        headers: auth,
      }),
    );
    const memory = {
      idleMb,
      peakMb: Math.max(peakComputedMb, peakDeployedMb, peakDocumentMb),
      highWaterMb: Math.max(highWaterComputedMb, highWaterMb(server.pid)),
    };
    await settle(server.origin);

    const real = await fetch(`${server.origin}/api/v1/actualities`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const actualitiesBody = await real.text();
    const bareServer = await startBareRoute(actualitiesBody, BARE_PORT);
    const identity = { 'accept-encoding': 'identity' };
    log(`${target.db} ${corpus}: actualités et route nue ${args.duration} s chacune`);
    const actualities = await drive(server.origin, ['/api/v1/actualities'], {
      seconds: args.duration,
      headers: identity,
    });
    await settle(server.origin);
    const bare = await drive(bareServer.origin, ['/api/v1/actualities'], {
      seconds: args.duration,
      headers: identity,
    });
    await bareServer.stop();

    const result: SizeResult = {
      db: target.db,
      size: corpus,
      date: new Date().toISOString(),
      commit: results.machine.commit,
      searchCode,
      loadBefore,
      loadAfter: loadAverage(),
      postgres,
      documents,
      largest: { id: largest.id, chars: largest.chars },
      importStep: earlierImport
        ? {
            imported: earlierImport.imported,
            seconds: earlierImport.seconds,
            docsPerSecond: earlierImport.imported / earlierImport.seconds,
          }
        : {
            imported: importStep.imported,
            seconds: importStep.seconds,
            docsPerSecond: importStep.docsPerSecond,
          },
      search: searchCold,
      searchCached: search,
      document,
      actualities,
      bare,
      actualitiesBytes: Buffer.byteLength(actualitiesBody),
      queries: BENCH_QUERIES.map((q, i) => ({
        kind: q.kind,
        path: searchPath(q),
        total: api[i].total,
        engineMs: engine[i].engineMs,
        productMs: engine[i].productMs,
        apiMs: api[i].coldMs,
        apiWarmMs: api[i].warmMs,
        statements: engine[i].statements,
      })),
      xapian,
      memory,
      engineBuild,
      ...(args.scale > 1
        ? {
            scale: earlierImport
              ? {
                  copies: args.scale,
                  importSeconds: earlierImport.importSeconds,
                  importLoads: earlierImport.importLoads,
                  importCpuSeconds: earlierImport.importCpuSeconds,
                  importDate: earlierImport.date,
                }
              : {
                  copies: args.scale,
                  importSeconds: importStep.rounds,
                  importLoads: importStep.roundLoads,
                  importCpuSeconds: importStep.roundCpuSeconds,
                },
          }
        : {}),
    };
    if (args.scale > 1)
      results.scaled = { ...results.scaled, [target.db]: { ...results.scaled?.[target.db], run: result } };
    else results.runs[runKey(target.db, size)] = result;
    saveResults(results);
    writeReport(results);
    const versus = xapianSummary(result);
    if (versus) log(`${target.db} ${corpus}: ${versus}`);
    log(
      `${target.db} ${corpus}: recherche p95 ${searchCold.p95} ms (cache chaud ${search.p95} ms), ${searchCold.rps} req/s; document p95 ${document.p95} ms; actualités ${actualities.rps} vs ${bare.rps} req/s; mémoire ${memory.idleMb} Mo au repos, ${memory.peakMb} Mo au plus sous charge`,
    );

    if (webStep) {
      const user = { ...session.user, roles: session.user.roles };
      const authState = { token: session.token, user };
      const docPath = `/document/${largest.id}`;
      log('front end: poids des pages');
      const pageWeights = await measurePageWeights(
        server.origin,
        [
          { name: 'home', path: '/' },
          { name: '/recherche', path: '/recherche?q=contrat' },
          { name: 'document page', path: docPath },
          { name: 'admin', path: '/admin' },
        ],
        authState,
      );
      log('front end: premier écran du plus long document (après retour au calme de la machine)');
      await waitForQuiet();
      const firstScreenMs = await measureFirstScreen(
        server.origin,
        docPath,
        firstParagraphProbe(largestContent),
        authState,
      );
      log('front end: Lighthouse');
      const lighthouse = await runLighthouse(
        server.origin,
        [
          { name: 'home', path: '/', signedIn: false },
          { name: '/actualites', path: '/actualites', signedIn: false },
          { name: 'longest document', path: docPath, signedIn: true },
        ],
        authState,
        path.join(args.workDir, 'lighthouse'),
      );
      results.web = {
        date: new Date().toISOString(),
        commit: results.machine.commit,
        db: target.db,
        size,
        loadAverage: loadAverage(),
        pageWeights,
        lighthouse,
        firstScreenMs,
        largestChars: largest.chars,
      };
      saveResults(results);
      writeReport(results);
    }
  } finally {
    await server.stop();
    await handle.close();
  }
}

/** The engine time per account of the fairness scenario: the product's default. */
const FAIRNESS_ENGINE_MS_PER_MINUTE = 1000;

/**
 * Issue 29's fairness scenario at `size` (bench/fairness.ts): READERS accounts search the mix while ATTACKERS
 * accounts send the costliest inputs known, every answer computed (the search cache invalidated every 20 ms,
 * as in the computed run), the server as deployed otherwise: engine time per account on, request rate
 * limits off (every client is 127.0.0.1 here, so a per-client limit would count the readers with the
 * attackers).
 */
async function benchFairness(
  target: BenchTarget,
  size: number,
  args: ReturnType<typeof parseBenchArgs>,
  results: StoredResults,
) {
  const handle = await openTarget(target);
  try {
    // Resumes: nothing to do when the sizes' run imported them already.
    await importArticles(handle, args.archive, size);
    await importLargestDocument(handle, args.archive);
    if (target.db === 'postgres')
      execFileSync('psql', [target.databaseUrl ?? '', '-qc', 'VACUUM ANALYZE'], { stdio: 'inherit' });
    const readers = await benchTokens(handle, 'reader', READERS);
    const attackers = await benchTokens(handle, 'attacker', ATTACKERS);
    const loadBefore = loadAverage();
    const server = await startServer(
      { ...target.env, SEARCH_ENGINE_MS_PER_MINUTE: String(FAIRNESS_ENGINE_MS_PER_MINUTE) },
      SERVER_PORT,
    );
    try {
      await passOverMix(server.origin, { authorization: `Bearer ${readers[0]}` });
      await settle(server.origin);
      log(`${target.db} ${size}: équité, lecteurs seuls puis sous attaque, ${args.duration} s chacun`);
      const figures = await withInvalidation(
        () => bumpDocumentsVersion(handle.db).then(() => {}),
        () => measureFairness(server.origin, readers, attackers, args.duration),
      );
      results.fairness = {
        ...results.fairness,
        [target.db]: {
          ...runStamp(results, target.db, size, loadBefore),
          seconds: args.duration,
          engineMsPerMinute: FAIRNESS_ENGINE_MS_PER_MINUTE,
          ...figures,
        },
      };
      saveResults(results);
      writeReport(results);
      log(
        `${target.db} ${size}: lecteurs p95 ${figures.alone.p95} ms seuls, ${figures.underAttack.p95} ms sous attaque (max ${figures.underAttack.max} ms); attaquants : ${figures.attackers.answered} réponses, ${figures.attackers.refused} refus 429`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await handle.close();
  }
}

/** Issue 33: time to the first search after a start at `size`, the engine rebuilt, then loaded from its snapshot. */
async function benchBoot(
  target: BenchTarget,
  size: number,
  args: ReturnType<typeof parseBenchArgs>,
  results: StoredResults,
) {
  const handle = await openTarget(target);
  const corpus = size * args.scale;
  try {
    await importArticles(handle, args.archive, size, args.scale);
    await importLargestDocument(handle, args.archive);
    if (target.db === 'postgres')
      execFileSync('psql', [target.databaseUrl ?? '', '-qc', 'VACUUM ANALYZE'], { stdio: 'inherit' });
    const session = await benchSession(handle);
    const loadBefore = loadAverage();
    log(`${target.db} ${corpus}: temps jusqu'à la première recherche, sans puis avec instantané du moteur`);
    // At a scale a rebuild takes minutes (over 5 at 900,000 articles): one, the snapshot's starts three times.
    const figures = await measureBoot(
      target,
      handle,
      session.token,
      SERVER_PORT,
      (msg) => log(`${target.db} ${corpus}: ${msg}`),
      args.scale > 1 ? 1 : undefined,
    );
    const boot = { ...runStamp(results, target.db, corpus, loadBefore), ...figures };
    // A boot alone (--only boot) keeps the stored run of the scale, and is stored without one.
    if (args.scale > 1)
      results.scaled = { ...results.scaled, [target.db]: { ...results.scaled?.[target.db], boot } };
    else results.boot = { ...results.boot, [target.db]: boot };
    saveResults(results);
    writeReport(results);
  } finally {
    await handle.close();
  }
}

/**
 * Issue 30's alert pass at `size` (bench/alerts.ts): 10,000 saved searches due, one pass in the API process,
 * its time and peak memory, and a reader's search p95 alone and while it runs.
 */
async function benchAlertPass(
  target: BenchTarget,
  size: number,
  args: ReturnType<typeof parseBenchArgs>,
  results: StoredResults,
) {
  const handle = await openTarget(target);
  try {
    await importArticles(handle, args.archive, size);
    if (target.db === 'postgres')
      execFileSync('psql', [target.databaseUrl ?? '', '-qc', 'VACUUM ANALYZE'], { stdio: 'inherit' });
    const loadBefore = loadAverage();
    log(
      `${target.db} ${size}: alertes, ${SAVED_SEARCHES} recherches enregistrées, lecteur seul puis pendant le passage`,
    );
    const figures = await measureAlerts(handle, target.env, args.duration);
    results.alerts = {
      ...results.alerts,
      [target.db]: {
        ...runStamp(results, target.db, size, loadBefore),
        ...figures,
      },
    };
    saveResults(results);
    writeReport(results);
    log(
      `${target.db} ${size}: passage ${figures.pass.seconds.toFixed(1)} s (${figures.pass.mailed} courriels, mémoire max ${figures.pass.rssPeakMb} Mo); lecteur p95 ${figures.idle.p95} ms seul, ${figures.duringPass.p95} ms pendant le passage`,
    );
  } finally {
    await handle.close();
  }
}

/**
 * One search of each query of the mix, one at a time: warms a server's process caches. The first waits for the
 * engine: at 900,000 articles its rebuild outlasts fetch's 300 s wait for an answer's headers, so a search that
 * timed out is sent again (up to 20 minutes in all).
 */
async function passOverMix(origin: string, headers: Record<string, string>) {
  const started = performance.now();
  for (;;) {
    try {
      await (await fetch(`${origin}${searchPath(BENCH_QUERIES[0])}`, { headers })).arrayBuffer();
      break;
    } catch (err) {
      if (performance.now() - started > 20 * 60_000) throw err;
    }
  }
  for (const q of BENCH_QUERIES.slice(1)) await fetch(`${origin}${searchPath(q)}`, { headers });
}

/** Runs `fn` while the search cache is invalidated every 20 ms, as a stream of distinct searches would keep it cold. */
async function withInvalidation<T>(invalidate: () => Promise<void>, fn: () => Promise<T>): Promise<T> {
  let running = true;
  const loop = (async () => {
    while (running) {
      await invalidate();
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  try {
    return await fn();
  } finally {
    running = false;
    await loop;
  }
}

async function main() {
  const args = parseBenchArgs();
  holdRunLock();
  if (args.reportOnly) {
    const stored = loadResults(machineInfo());
    writeReport(stored);
    log('rapport réécrit : docs/benchmarks.md');
    return;
  }
  const results = loadResults(machineInfo());
  if (!args.skipWeb && !args.skipBuild && args.only === null) {
    log('build du front (npm run build)');
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  for (const db of args.dbs) {
    let target = await prepareTarget(db as BenchDb, args.workDir, false);
    // Sizes only grow within a run: a database holding more than the smallest size starts over.
    const probe = await openTarget(target);
    const present = await countArticles(probe);
    await probe.close();
    if (present > args.sizes[0] * args.scale) target = await prepareTarget(db as BenchDb, args.workDir, true);
    try {
      for (const size of args.sizes) {
        const largest = size === args.sizes[args.sizes.length - 1];
        const last = db === args.dbs[args.dbs.length - 1] && largest;
        const scaled = args.scale > 1;
        if (args.only === null)
          await benchOneSize(target, size, args, results, last && !args.skipWeb && !scaled);
        // At a scale: the loads, the anchor, memory and boot (issue 34), not the fairness scenario.
        if (largest && !scaled && (args.only === null || args.only === 'fairness'))
          await benchFairness(target, size, args, results);
        if (largest && (args.only === null || args.only === 'boot'))
          await benchBoot(target, size, args, results);
        if (largest && args.only === 'alerts') await benchAlertPass(target, size, args, results);
      }
    } finally {
      if (!args.keep) await dropTarget(target);
    }
  }
  if (!args.keep) dropAnchor(args.workDir);
  writeReport(results);
  log('rapport écrit : docs/benchmarks.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
