import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { closeDeps, createDeps } from '../../apps/api/src/create-deps';
import { migrateToLatest, openDatabase } from '../../apps/api/src/platform/db/database';
import { seedDatabase } from '../../apps/api/src/seed-database';
import type { BenchDb } from '../args';
import { benchSession } from '../database';

const PG_ADMIN_URL = process.env.RELEVANCE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The product on a fresh database seeded as `npm start` seeds it, and a signed-in reader's headers. */
export interface RelevanceTarget {
  db: BenchDb;
  app: FastifyInstance;
  headers: Record<string, string>;
  close(): Promise<void>;
}

async function pgAdmin(query: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A temporary database of its own: a SQLite file in a temp folder, or a PostgreSQL database dropped at close. */
async function freshDatabase(db: BenchDb) {
  if (db === 'sqlite') return { url: undefined, drop: async () => {} };
  const name = `lexfaso_relevance_${process.pid}_${Date.now().toString(36)}`;
  await pgAdmin(`CREATE DATABASE ${name}`);
  return {
    url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    drop: () => pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function openRelevanceTarget(db: BenchDb): Promise<RelevanceTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lexfaso-relevance-${db}-`));
  const database = await freshDatabase(db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SEED_DEMO: '1',
    // A measurement sends queries far faster than a person.
    SEARCH_RATE_LIMIT_PER_ACCOUNT: '0',
    SEARCH_RATE_LIMIT_PER_CLIENT: '0',
    SEARCH_ENGINE_MS_PER_MINUTE: '0',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const deps = createDeps(config, { handle });
  try {
    await migrateToLatest(handle);
    await seedDatabase(deps);
    const app = await buildApp(deps, { logger: false });
    await app.ready();
    const { token } = await benchSession(handle);
    return {
      db,
      app,
      headers: { authorization: `Bearer ${token}` },
      async close() {
        await app.close();
        await closeDeps(deps);
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await closeDeps(deps).catch(() => {});
    await database.drop().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
