/**
 * One bench run at a time on a machine: two runs share bench/results/latest.json (the later write drops the
 * other's figures) and, unless BENCH_PORT differs, the server's port (the second run then measures errors).
 * The lock file holds the running bench's pid; a lock whose process is gone is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './args';

const LOCK_FILE = path.join(REPO_ROOT, 'bench/results/.run.lock');

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock for this process (released when it exits), or throws when another bench holds it. */
export function holdRunLock(): void {
  fs.mkdirSync(path.dirname(LOCK_FILE), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(LOCK_FILE, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(LOCK_FILE, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && running(holder))
        throw new Error(
          `Un autre « npm run bench » tourne déjà (processus ${holder}) : attendez qu'il finisse, deux mesures en même temps se faussent l'une l'autre.`,
        );
      fs.rmSync(LOCK_FILE, { force: true });
    }
  }
  process.on('exit', () => {
    if (fs.existsSync(LOCK_FILE) && fs.readFileSync(LOCK_FILE, 'utf8') === String(process.pid))
      fs.rmSync(LOCK_FILE, { force: true });
  });
}
