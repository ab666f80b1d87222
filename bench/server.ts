import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from './args';

export interface RunningServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The real server (migrate, seed, listen) as a child process on 127.0.0.1, as `npm start` runs it but
 * through tsx. LOG_LEVEL=warn: a log line per request would measure pino's output, not the API; the bare
 * Fastify route it is compared with logs nothing either. BENCH_CPU_PROF=1 writes the server's CPU profile to
 * /tmp/prof when it stops (for the analysis, not for a reported run).
 */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      '--import',
      'tsx',
      'apps/api/src/server.ts',
    ],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        // The load runs search from one account far faster than a person: the search limits are off (the
        // fairness scenario sets the engine time per account back on).
        SEARCH_RATE_LIMIT_PER_ACCOUNT: '0',
        SEARCH_RATE_LIMIT_PER_CLIENT: '0',
        SEARCH_ENGINE_MS_PER_MINUTE: '0',
        ...env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        SEED_DEMO: '1', // the demo news behind GET /api/v1/actualities; demo documents only go into an empty table
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté :\n${output}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`Le serveur ne répond pas après 120 s :\n${output}`);
  }
  return {
    origin,
    pid: child.pid ?? -1,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
