// `npm test`: the whole suite, the way CI runs it.
//  1. unit and API tests on SQLite;
//  2. the same tests on PostgreSQL (TEST_PG_URL, default 127.0.0.1:5432) when a server answers;
//  3. end-to-end tests in headless Chromium (Debian's /usr/bin/chromium) against the built server.
// A step whose service is missing is skipped with a notice, except under CI=true where it fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const only = process.argv.slice(2); // e.g. `npm test -- sqlite e2e`
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = 0;

const wanted = (step) => only.length === 0 || only.includes(step);

function reachable(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    socket.setTimeout(1500);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function runVitest(label, args, env = {}) {
  const report = path.join(os.tmpdir(), `lexfaso-vitest-${process.pid}-${label}.json`);
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    fs.rmSync(report);
  }
  if (res.status !== 0) failedSteps += 1;
}

function skip(label, why) {
  const line = `${label} : ignoré (${why})`;
  if (ci) {
    console.error(`${line} — obligatoire en CI`);
    failedSteps += 1;
  } else console.warn(`\n${line}`);
}

if (wanted('sqlite')) runVitest('sqlite', [], { TEST_DB: 'sqlite' });
if (wanted('postgres')) {
  if (await reachable(pgUrl)) runVitest('postgres', [], { TEST_DB: 'postgres', TEST_PG_URL: pgUrl });
  else skip('PostgreSQL', `aucun serveur sur ${new URL(pgUrl).host}`);
}
if (wanted('e2e')) {
  if (fs.existsSync(chromium)) runVitest('e2e', ['--config', 'vitest.e2e.config.ts']);
  else skip('End-to-end', `${chromium} absent : apt-get install chromium`);
}

console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
