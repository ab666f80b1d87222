import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = path.resolve(import.meta.dirname, '..');
let server: ChildProcess | null = null;
let dataDir = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/**
 * One real server for every end-to-end file: the built web app, a temp DATA_DIR (SQLite, outbox, uploads),
 * the demo corpus and accounts. Tests get its URL and folders through `inject`.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html')) || process.env.E2E_REBUILD === '1') {
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const admin = { email: 'e2e-superadmin@lexfaso.bf', password: 'E2e-Super-Admin-1' };
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The e2e server stopped:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) throw new Error(`The e2e server did not start in time:\n${output}`);
  const credentials = fs.readFileSync(path.join(dataDir, 'credentials.txt'), 'utf8');
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('credentials', credentials);
  project.provide('superAdmin', admin);

  return async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server?.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    credentials: string;
    superAdmin: { email: string; password: string };
  }
}
