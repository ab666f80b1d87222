import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server';

/** The PostgreSQL binaries of the machine (Debian layout), newest version first. */
function pgBin(name: string) {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const file = path.join(root, v, 'bin', name);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`${name} not found under ${root}: apt-get install postgresql`);
}

/**
 * Whether the PostgreSQL tests run: always under CI (a missing binary then fails with a clear message), and
 * locally only when the binaries are there (Vitest then lists those tests as skipped).
 */
export const havePostgresBinaries = () => {
  if (process.env.CI === 'true' || process.env.CI === '1') return true;
  try {
    pgBin('pg_ctl');
    return true;
  } catch {
    console.warn(
      'PostgreSQL binaries not found: the PostgreSQL reliability tests are skipped (apt-get install postgresql)',
    );
    return false;
  }
};

/**
 * A private PostgreSQL cluster for one test: its own folder, its own port, on 127.0.0.1 only, so stopping it
 * never touches the shared server on 5432. As root, the binaries run as the `postgres` user (initdb refuses root).
 */
export async function startPrivateCluster() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-rel-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (bin: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : pgBin(bin),
      asRoot ? ['-u', 'postgres', '--', pgBin(bin), ...args] : args,
      {
        stdio: 'pipe',
        timeout: 60_000,
      },
    );
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const cluster = {
    dir,
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    /** `-m fast`: open connections are cut, as when the server is restarted by an operator. */
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {}
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
