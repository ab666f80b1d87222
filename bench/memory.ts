/**
 * The API process's memory as the kernel sees it (issue 34: ≤ 1.5 GB per process at 900,000 articles, peak
 * under traffic included): its resident set read from /proc (the server runs on this machine), idle and
 * sampled while a load runs. The resident set covers every thread of the process (the engine's too).
 */
import fs from 'node:fs';

/** How often the resident set is read during a load: finer than a search's time at the largest size. */
const SAMPLE_MS = 50;

export interface MemoryFigures {
  /** Resident set once started and warmed by one pass over the mix, nothing running, MB. */
  idleMb: number;
  /** The highest resident set read during the loads (computed, then as deployed), MB. */
  peakMb: number;
  /** The kernel's own high-water mark of the resident set at the end (start-up included), MB. */
  highWaterMb: number;
}

const mb = (kb: number) => Math.round(kb / 1024);

/** VmRSS and VmHWM of a process, in kB (null once it has exited). */
function processMemory(pid: number): { rssKb: number; hwmKb: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
  } catch {
    return null;
  }
}

/** The resident set of `pid` now, MB. */
export const residentMb = (pid: number) => mb(processMemory(pid)?.rssKb ?? 0);

/** Samples the resident set of `pid` while `fn` runs; returns its result and the highest read, MB. */
export async function peakDuring<T>(
  pid: number,
  fn: () => Promise<T>,
): Promise<{ value: T; peakMb: number }> {
  let peakKb = processMemory(pid)?.rssKb ?? 0;
  const timer = setInterval(() => {
    peakKb = Math.max(peakKb, processMemory(pid)?.rssKb ?? 0);
  }, SAMPLE_MS);
  try {
    const value = await fn();
    return { value, peakMb: mb(Math.max(peakKb, processMemory(pid)?.rssKb ?? 0)) };
  } finally {
    clearInterval(timer);
  }
}

/** The kernel's high-water mark of `pid`'s resident set, MB. */
export const highWaterMb = (pid: number) => mb(processMemory(pid)?.hwmKb ?? 0);
