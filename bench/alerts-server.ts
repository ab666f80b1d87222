/**
 * The bench's API process for the alerts scenario (bench/alerts.ts): the app as `npm start` builds it (same
 * deps, engine thread, routes), listening, plus the alert pass on demand: a line `pass` on stdin runs one, as
 * the job of the API process does, and prints its figures as one JSON line. The mail queue is not delivered
 * (the pass is measured, not SMTP). The request thread's event-loop delay is sampled during the pass: how long a
 * reader's request could wait for the pass's synchronous work (SQLite's queries run on that thread).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import readline from 'node:readline';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDeps } from '../apps/api/src/create-deps';
import { runAlertPass } from '../apps/api/src/modules/alerts/alert-pass';
import { migrateToLatest } from '../apps/api/src/platform/db/database';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
/** The delay's sampling period: a sample of this many ms is a thread free at once. */
const LOOP_SAMPLE_MS = 1;
const ms = (ns: number) => Math.round(ns / 1e4) / 100;

const config = loadConfig();
const deps = createDeps(config);
await migrateToLatest(deps.handle);
const app = await buildApp(deps, { logger: false });
await deps.searchRunner.start();
await app.listen({ host: config.host, port: config.port });
console.log('ready');

for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line.trim() !== 'pass') continue;
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const loop = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
  loop.enable();
  const started = performance.now();
  const result = await runAlertPass(deps);
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  clearInterval(sample);
  peak = Math.max(peak, process.memoryUsage().rss);
  const loopDelayMs = { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) };
  console.log(
    JSON.stringify({ ...result, seconds, rssBeforeMb: mb(before), rssPeakMb: mb(peak), loopDelayMs }),
  );
}
