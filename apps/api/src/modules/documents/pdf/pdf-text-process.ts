import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PdfTextAnswer } from './extract-text-task';
import { watchResidentMemory } from './resident-memory';

export interface PdfTextLimits {
  timeoutMs: number;
  /** The whole process's resident memory (heap, buffers, pdf.js and the word list), in MB. */
  memoryMb: number;
}

/**
 * The PDF's text as an official text's content and preamble ('' when it has none or cannot be read), or
 * `limited` when reading it went past the limits.
 */
export type PdfText =
  | { text: string; preamble: string | null; limited: false }
  | { text: ''; preamble: null; limited: true };

const NO_TEXT = { text: '', preamble: null, limited: false } as const;
const LIMITED = { text: '', preamble: null, limited: true } as const;

interface Job {
  data: Buffer;
  limits: PdfTextLimits;
  resolve: (text: PdfText) => void;
}

type ProcessMessage = { ready: true } | { id: number; answer: PdfTextAnswer };

/**
 * Linux's `setpriv --pdeathsig KILL` makes the kernel kill the child when the API process dies, even while the
 * child is busy inside one call and cannot notice (its own `disconnect` handler covers the other systems).
 */
const SETPRIV =
  process.platform === 'linux'
    ? (process.env.PATH ?? '')
        .split(path.delimiter)
        .map((dir) => path.join(dir, 'setpriv'))
        .find((file) => {
          try {
            accessSync(file, constants.X_OK);
            return true;
          } catch {
            return false;
          }
        })
    : undefined;

/**
 * One long-lived child process that reads PDFs one at a time, queued: starting it and loading pdf.js, the
 * official-text pipeline and the word list costs seconds, so it is paid once, not per upload. A process, not a
 * thread, because a thread's memory limit bounds only its JavaScript heap, while a PDF bomb fills buffers
 * outside it (issue 29); a process's whole resident memory can be watched and its memory given back by killing
 * it. Past a job's time or memory limit the process is killed, the job answers `limited`, and a fresh process
 * is started for the next job. The process never keeps the API process alive while it waits, and dies with it.
 */
export class PdfTextProcess {
  private child: ChildProcess | null = null;
  private childReady: Promise<boolean> = Promise.resolve(false);
  private childMemoryMb = 0;
  private readonly queue: Job[] = [];
  private busy = false;
  private stopping = false;
  private nextId = 0;
  private readonly drained: (() => void)[] = [];

  constructor(private readonly entry: URL) {}

  /** The running process's id, null when there is none (for the tests of its reuse). */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  read(data: Buffer, limits: PdfTextLimits): Promise<PdfText> {
    return new Promise((resolve) => {
      this.queue.push({ data, limits, resolve });
      this.runNext();
    });
  }

  /** Starts the process ahead of the first upload (server start), so that upload does not wait for it. */
  warm(memoryMb: number) {
    if (!this.child) this.start(memoryMb);
  }

  /** Lets the queued jobs finish (each within its limits), then ends the process. */
  async stop() {
    this.stopping = true;
    if (this.busy || this.queue.length) await new Promise<void>((resolve) => this.drained.push(resolve));
    this.end();
    this.stopping = false;
  }

  private start(memoryMb: number) {
    // Only the heap flag: the API process's own flags (a loader, an inspector) are not the child's.
    const node = [process.execPath, `--max-old-space-size=${memoryMb}`, fileURLToPath(this.entry)];
    const [command, ...args] = SETPRIV ? [SETPRIV, '--pdeathsig', 'KILL', ...node] : node;
    const child = spawn(command!, args, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    this.childReady = new Promise((resolve) => {
      const onMessage = (message: ProcessMessage) => {
        if (!('ready' in message)) return;
        child.off('message', onMessage);
        resolve(true);
      };
      child.on('message', onMessage);
      child.once('exit', () => resolve(false));
      child.once('error', () => resolve(false));
    });
    // A process that fails to start or exits between jobs is simply replaced by the next job.
    child.on('error', () => {
      if (this.child === child) this.end();
    });
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    this.child = child;
    this.childMemoryMb = memoryMb;
    this.idle(child);
  }

  private end() {
    const child = this.child;
    this.child = null;
    child?.kill('SIGKILL');
  }

  /** Whether the process holds the API process's event loop open: only while it reads a job. */
  private idle(child: ChildProcess, idle = true) {
    if (idle) {
      child.unref();
      child.channel?.unref();
    } else {
      child.ref();
      child.channel?.ref();
    }
  }

  private runNext() {
    if (this.busy) return;
    const job = this.queue.shift();
    if (!job) {
      for (const resolve of this.drained.splice(0)) resolve();
      return;
    }
    this.busy = true;
    void this.run(job).then((text) => {
      job.resolve(text);
      this.busy = false;
      this.runNext();
    });
  }

  private run({ data, limits }: Job): Promise<PdfText> {
    if (this.child && this.childMemoryMb !== limits.memoryMb) this.end();
    if (!this.child) this.start(limits.memoryMb);
    const child = this.child!;
    const id = ++this.nextId;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (outcome: PdfText, keepProcess: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        stopWatching();
        child.off('message', onMessage);
        child.off('exit', onExit);
        this.idle(child);
        if (!keepProcess) {
          if (this.child === child) this.end();
          // Killed or crashed: the next upload should not wait for pdf.js and the word list to load again.
          if (!this.child && !this.stopping) this.start(limits.memoryMb);
        }
        resolve(outcome);
      };
      const onMessage = (message: ProcessMessage) => {
        if (!('id' in message) || message.id !== id) return;
        const { answer } = message;
        if (answer && 'tooLong' in answer) settle(LIMITED, true);
        else
          settle(
            answer ? { text: answer.content, preamble: answer.preamble, limited: false } : NO_TEXT,
            true,
          );
      };
      // V8 aborts a process whose heap is full: that is the memory limit too.
      const onExit = (_code: number | null, signal: NodeJS.Signals | null) =>
        settle(signal === 'SIGABRT' ? LIMITED : NO_TEXT, false);
      const timer = setTimeout(() => settle(LIMITED, false), limits.timeoutMs);
      const stopWatching = child.pid
        ? watchResidentMemory(child.pid, limits.memoryMb, () => settle(LIMITED, false))
        : () => {};
      child.on('message', onMessage);
      child.on('exit', onExit);
      this.idle(child, false);
      void this.childReady.then((ready) => {
        if (settled) return;
        if (!ready) return settle(NO_TEXT, false);
        // The child gets its own copy of the bytes; the caller still stores `data`.
        child.send({ id, data: new Uint8Array(data) }, (error) => {
          if (error) settle(NO_TEXT, false);
        });
      });
    });
  }
}
