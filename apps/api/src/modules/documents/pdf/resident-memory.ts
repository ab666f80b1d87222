import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);
const HAS_PROC = process.platform === 'linux';

/**
 * A process's resident memory in MB (everything it holds in RAM: JavaScript heap, buffers, native memory),
 * or null once it is gone. Linux reads /proc; elsewhere `ps`, which costs a process per reading.
 */
async function residentMb(pid: number): Promise<number | null> {
  try {
    if (HAS_PROC) {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
      return kb ? Number(kb) / 1024 : null;
    }
    const { stdout } = await run('ps', ['-o', 'rss=', '-p', String(pid)]);
    const kb = Number.parseInt(stdout.trim(), 10);
    return Number.isNaN(kb) ? null : kb / 1024;
  } catch {
    return null;
  }
}

/**
 * Reads the process's resident memory every few milliseconds and calls `over` once it passes `limitMb`.
 * Returns the function that stops watching. Running `ps` costs far more than reading /proc, hence its slower
 * pace.
 */
export function watchResidentMemory(pid: number, limitMb: number, over: () => void): () => void {
  const everyMs = HAS_PROC ? 20 : 250;
  let watching = true;
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    const mb = await residentMb(pid);
    if (!watching) return;
    if (mb !== null && mb > limitMb) {
      watching = false;
      over();
      return;
    }
    timer = setTimeout(check, everyMs);
    timer.unref();
  };
  void check();
  return () => {
    watching = false;
    clearTimeout(timer);
  };
}
