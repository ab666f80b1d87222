import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A TCP port nobody listens on right now (loopback only). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `lexfaso-rel-${prefix}-`));

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM and wait for the exit (graceful shutdown). */
  stop(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The real production entry point (apps/api/src/server.ts) as a child process on 127.0.0.1: migrations, seed
 * (demo corpus unless SEED_DEMO=0), mail worker. Resolves once /api/health answers 200.
 */
export async function startServer(opts: { dataDir?: string; env?: Record<string, string> } = {}) {
  const dataDir = opts.dataDir ?? tempDir('server');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'fiabilite@lexfaso.bf',
      ADMIN_PASSWORD: 'Fiabilite-Admin-1',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output = (output + d).slice(-200_000);
  });
  child.stderr?.on('data', (d) => {
    output = (output + d).slice(-200_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in time:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await sleep(200);
  }
  const server: RunningServer = {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  return server;
}

/** The demo account of a role, from DATA_DIR/credentials.txt written at first start. */
export function demoAccount(dataDir: string, role: string) {
  for (const line of fs.readFileSync(path.join(dataDir, 'credentials.txt'), 'utf8').split('\n')) {
    const [r, email, password] = line.split('\t');
    if (r === role && email && password) return { email, password };
  }
  throw new Error(`no demo account for ${role}`);
}

export async function loginToken(url: string, account: { email: string; password: string }) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Where each test leaves its figures; docs/reliability.md quotes the last run. */
export function recordFigures(name: string, figures: Record<string, unknown>) {
  const file = path.join(os.tmpdir(), 'lexfaso-reliability-figures.json');
  const all = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  all[name] = { ...figures, at: new Date().toISOString() };
  fs.writeFileSync(file, JSON.stringify(all, null, 2));
  console.log(`[figures] ${name}: ${JSON.stringify(figures)}`);
}
