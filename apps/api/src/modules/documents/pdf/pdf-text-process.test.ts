import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf, pdfBomb, pdfMemoryBomb } from '../../../../test/back-office-support';
import { PdfTextProcess } from './pdf-text-process';

const LIMITS = { timeoutMs: 25_000, memoryMb: 512 };
const ENTRY = new URL('./extract-text-process.mjs', import.meta.url);

/** A process's resident memory in MB and its state letter, or null once it is gone. */
function statusOf(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return {
      rssMb: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024,
      state: /^State:\s+(\w)/m.exec(status)![1],
    };
  } catch {
    return null;
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the process has ended (killed, whether or not its parent has reaped it yet) within `ms`. */
async function endsWithin(pid: number, ms: number) {
  const start = performance.now();
  const ended = () => [null, 'Z'].includes(statusOf(pid)?.state ?? null);
  while (!ended() && performance.now() - start < ms) await delay(10);
  return ended();
}

describe('the PDF text process', () => {
  const reader = new PdfTextProcess(ENTRY);
  afterAll(() => reader.stop());

  it('reads one upload after another, and two at once, in the same process', async () => {
    const first = await reader.read(await makePdf(['Article premier : le premier texte.']), LIMITS);
    expect(first).toMatchObject({ limited: false, text: expect.stringContaining('le premier texte') });
    const pid = reader.pid;
    expect(pid).not.toBeNull();

    const [second, third] = await Promise.all([
      reader.read(await makePdf(['Article premier : le deuxième texte.']), LIMITS),
      reader.read(await makePdf(['Article premier : le troisième texte.']), LIMITS),
    ]);
    expect(second.text).toContain('le deuxième texte');
    expect(third.text).toContain('le troisième texte');
    expect(reader.pid).toBe(pid);
  });

  it('kills the process of a job past its time limit, and the next job gets a fresh one', async () => {
    await reader.read(await makePdf(['Article premier : texte.']), LIMITS);
    const before = reader.pid!;

    const costly = await reader.read(await pdfBomb(1_500_000), { ...LIMITS, timeoutMs: 300 });
    expect(costly).toEqual({ text: '', preamble: null, limited: true });
    expect(await endsWithin(before, 1_000)).toBe(true);

    const next = await reader.read(await makePdf(['Article premier : après la limite.']), LIMITS);
    expect(next).toMatchObject({ limited: false, text: expect.stringContaining('après la limite') });
    expect(reader.pid).not.toBeNull();
    expect(reader.pid).not.toBe(before);
  });

  it.runIf(process.platform === 'linux')(
    "kills the process once its whole memory passes the limit, long before the time limit (a 2 GB bomb's buffers are not heap)",
    async () => {
      const limits = { timeoutMs: 60_000, memoryMb: 400 };
      await reader.read(await makePdf(['Article premier : texte.']), limits);
      const pid = reader.pid!;
      let peakMb = 0;
      const watch = setInterval(() => {
        peakMb = Math.max(peakMb, statusOf(pid)?.rssMb ?? 0);
      }, 5);
      const start = performance.now();
      const bomb = await reader.read(await pdfMemoryBomb(2 * 1024 ** 3), limits);
      clearInterval(watch);
      expect(bomb).toEqual({ text: '', preamble: null, limited: true });
      expect(performance.now() - start).toBeLessThan(30_000);
      expect(peakMb).toBeGreaterThan(300);
      expect(peakMb).toBeLessThan(400 + 150);
      expect(await endsWithin(pid, 1_000)).toBe(true);

      const next = await reader.read(await makePdf(['Article premier : après la bombe.']), LIMITS);
      expect(next.text).toContain('après la bombe');
    },
    60_000,
  );

  it('ends the process once closed, after the job it is reading', async () => {
    const reading = reader.read(await makePdf(['Article premier : lu avant la fermeture.']), LIMITS);
    await reader.stop();
    expect((await reading).text).toContain('lu avant la fermeture');
    expect(reader.pid).toBeNull();
  });

  /**
   * An API process of its own whose PDF text process has read a first PDF and, with `bomb`, is reading a bomb
   * under limits too loose to stop it; the child's id.
   */
  async function apiProcessWithReader(opts: { env?: NodeJS.ProcessEnv; bomb?: boolean } = {}) {
    const module = (file: string) => JSON.stringify(new URL(file, import.meta.url).href);
    const script = `
      import { PdfTextProcess } from ${module('./pdf-text-process.ts')};
      import { makePdf, pdfMemoryBomb } from ${module('../../../../test/back-office-support.ts')};
      const reader = new PdfTextProcess(new URL(${JSON.stringify(ENTRY.href)}));
      const limits = { timeoutMs: 120000, memoryMb: 8000 };
      await reader.read(await makePdf(), limits);
      if (${!!opts.bomb}) void reader.read(await pdfMemoryBomb(8 * 1024 ** 3), limits);
      console.log(reader.pid);
      setInterval(() => {}, 1000);
    `;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: opts.env ?? process.env,
    });
    const childPid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (d) => resolve(Number(d))),
    );
    return { parent, childPid };
  }

  it.runIf(process.platform === 'linux')(
    'dies with the API process, even when it cannot run a line of JavaScript',
    async () => {
      const { parent, childPid } = await apiProcessWithReader();
      // Stopped, the child cannot see its parent go: only the kernel can end it (setpriv's parent-death signal).
      process.kill(childPid, 'SIGSTOP');
      parent.kill('SIGKILL');
      const ended = await endsWithin(childPid, 2_000);
      if (!ended) process.kill(childPid, 'SIGKILL');
      expect(ended).toBe(true);
    },
    30_000,
  );

  it.runIf(process.platform === 'linux')(
    'ends on its own once the API process is gone, in the middle of a PDF (where setpriv is missing)',
    async () => {
      const { parent, childPid } = await apiProcessWithReader({
        env: { ...process.env, PATH: '' },
        bomb: true,
      });
      // Well past what the warm process holds: it is inside the bomb.
      while ((statusOf(childPid)?.rssMb ?? 0) < 600) await delay(10);
      parent.kill('SIGKILL');
      const ended = await endsWithin(childPid, 2_000);
      if (!ended) process.kill(childPid, 'SIGKILL');
      expect(ended).toBe(true);
    },
    30_000,
  );
});
