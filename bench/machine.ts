import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { REPO_ROOT } from './args';

export interface MachineInfo {
  cpu: string;
  cores: number;
  ramGb: number;
  node: string;
  os: string;
  commit: string;
  dirty: boolean;
  date: string;
  /** The browser of the front-end figures (recorded since 2026-11-24). */
  chromium?: string;
}

const chromiumVersion = () => {
  try {
    // Debian's wrapper script prints shell noise on stderr; the version is on stdout.
    return execFileSync('/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'absent';
  }
};

export function machineInfo(): MachineInfo {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    ramGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    commit: git('rev-parse', '--short', 'HEAD'),
    dirty: git('status', '--porcelain', '--untracked-files=no').length > 0,
    date: new Date().toISOString(),
    chromium: chromiumVersion(),
  };
}

/** 1-minute load average: the machine is shared, so every figure is stored with the load it ran under. */
export const loadAverage = () => Math.round(os.loadavg()[0] * 100) / 100;

/**
 * Waits (at most `maxSeconds`) for the 1-minute load average to fall under `maxLoad`. The browser timings
 * follow the PostgreSQL load runs, and the load average decays over minutes: without this wait the
 * 2026-11-24 runs measured the first screen and Lighthouse at a load of 3.9–4.3.
 */
export async function waitForQuiet(maxLoad = 1, maxSeconds = 180) {
  const deadline = Date.now() + maxSeconds * 1000;
  while (os.loadavg()[0] >= maxLoad && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5000));
}

/**
 * The code a server run measured: the last commit of the search and reading module, and whether the tree
 * had uncommitted changes there (other engineers work in the same tree while the bench runs).
 */
export function searchCodeState(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  const dir = 'apps/api/src/modules/documents';
  const last = git('log', '-1', '--format=%h', '--', dir, 'apps/api/src/search');
  const dirty = git('status', '--porcelain', '--', dir, 'apps/api/src/search').length > 0;
  return `${last}${dirty ? ' + uncommitted changes' : ''}`;
}
