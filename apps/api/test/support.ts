import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@lexfaso/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { closeDeps, createDeps } from '../src/create-deps';
import type { AppDeps } from '../src/deps';
import { createSession } from '../src/modules/accounts/sessions';
import { seedReferenceData } from '../src/modules/reference-data/seed/reference-data';
import { nowIso } from '../src/platform/clock';
import {
  type DatabaseHandle,
  type DB,
  migrateToLatest,
  migrationProvider,
  openDatabase,
} from '../src/platform/db/database';
import { hashPassword } from '../src/platform/passwords';
import { LoggingSmsProvider } from '../src/platform/sms-provider';
import { randomToken, sha256 } from '../src/platform/tokens';

/** Which database the suite runs on: `TEST_DB=postgres` (CI runs the suite once on each). */
export const TEST_DIALECT: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The migrations from `first` on, in order: what migrateToLatest runs again once their rows are deleted. */
export async function migrationsFrom(first: string): Promise<string[]> {
  const names = Object.keys(await migrationProvider(TEST_DIALECT).getMigrations());
  return names.filter((n) => n >= first).sort();
}

export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  config: AppConfig;
  sms: LoggingSmsProvider;
  close(): Promise<void>;
}

/** A fresh, migrated database for one test file: a temp SQLite file, or a new PostgreSQL database. */
async function createTestDatabase(
  dataDir: string,
): Promise<{ handle: DatabaseHandle; url?: string; drop(): Promise<void> }> {
  if (TEST_DIALECT === 'sqlite') {
    const handle = openDatabase({ dataDir });
    await migrateToLatest(handle);
    return { handle, drop: async () => {} };
  }
  const name = `lexfaso_t_${Date.now().toString(36)}_${randomToken(4)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const handle = openDatabase({ databaseUrl: url, dataDir, poolSize: 5 });
  await migrateToLatest(handle);
  return {
    handle,
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  opts: { env?: Record<string, string>; seed?: boolean; configure?: (deps: AppDeps) => void } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-test-'));
  const database = await createTestDatabase(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests search far faster than a person: the search rate limits and the engine time per caller have their
    // own tests, which set them.
    SEARCH_RATE_LIMIT_PER_ACCOUNT: '0',
    SEARCH_RATE_LIMIT_PER_CLIENT: '0',
    SEARCH_ENGINE_MS_PER_MINUTE: '0',
    // Engine snapshots have their own tests (modules/documents/search/snapshots.http.test.ts), which set them.
    SEARCH_SNAPSHOT_MINUTES: '0',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...opts.env,
  });
  const sms = new LoggingSmsProvider(
    // biome-ignore lint/suspicious/noExplicitAny: a silent logger is enough here
    { info() {}, warn() {}, error() {}, debug() {} } as any,
    true,
  );
  const deps = createDeps(config, { handle: database.handle, sms });
  opts.configure?.(deps);
  if (opts.seed !== false) await seedReferenceData(deps.db);
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  return {
    app,
    deps,
    config,
    sms,
    async close() {
      await app.close();
      await closeDeps(deps);
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

/** Creates an account directly in the database (no HTTP), with the given role. */
export async function createUser(
  deps: AppDeps,
  opts: {
    role?: Role;
    email?: string;
    password?: string;
    firstname?: string;
    lastname?: string;
    phone?: string;
  } = {},
) {
  userCounter += 1;
  const email = (opts.email ?? `user${userCounter}-${randomToken(4).toLowerCase()}@example.bf`).toLowerCase();
  const password = opts.password ?? 'MotDePasse1!';
  const now = nowIso();
  const row = await deps.db
    .insertInto('users')
    .values({
      email,
      phone: opts.phone ?? null,
      // A phone given here stands for one its owner proved (as phone registration does).
      phone_verified: opts.phone ? 1 : 0,
      password_hash: await hashPassword(password),
      firstname: opts.firstname ?? 'Aminata',
      lastname: opts.lastname ?? 'Traoré',
      statut: 'professionnel',
      account_status: 'active',
      roles: JSON.stringify([opts.role ?? 'ROLE_USER']),
      is_verified: 1,
      subscription_plan: opts.role === 'ROLE_PREMIUM' ? 'premium' : 'free',
      profession: null,
      organization: null,
      specialties: '[]',
      created_at: now,
      updated_at: now,
      password_changed_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password };
}

/** A signed-in public-site user of the given role: its bearer header. */
export async function signedInAs(deps: AppDeps, role: Role = 'ROLE_USER') {
  const user = await createUser(deps, { role });
  const { token } = await createSession(deps.db, user.id, 'user');
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A back-office session (admin token + CSRF token) for an administrator of the given role. */
export async function adminSession(deps: AppDeps, role: Role = 'ROLE_ADMIN') {
  const user = await createUser(deps, { role });
  const { token } = await createSession(deps.db, user.id, 'admin');
  const session = await deps.db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', sha256(token))
    .executeTakeFirstOrThrow();
  const csrf = randomToken(32);
  await deps.db
    .insertInto('csrf_tokens')
    .values({
      session_id: session.id,
      token_hash: sha256(csrf),
      created_at: nowIso(),
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
    })
    .execute();
  return {
    user,
    token,
    csrf,
    headers: { authorization: `Bearer ${token}` },
    headersWithCsrf: { authorization: `Bearer ${token}`, 'x-csrf-token': csrf },
  };
}

/**
 * PostgreSQL: a counter of the rows this backend inserts and updates in a table, to read within one
 * transaction. The view's figures can include earlier transactions not yet flushed to the statistics
 * (PostgreSQL 15+), so this returns what changed since it was called.
 */
export async function rowWritesCounter(trx: DB, table: string) {
  const read = async () => {
    const { rows } = await sql<{ inserted: string; updated: string }>`
      SELECT n_tup_ins AS inserted, n_tup_upd AS updated FROM pg_stat_xact_user_tables
      WHERE relid = to_regclass(${table})`.execute(trx);
    return { inserted: Number(rows[0]?.inserted ?? 0), updated: Number(rows[0]?.updated ?? 0) };
  };
  const start = await read();
  return async () => {
    const now = await read();
    return { inserted: now.inserted - start.inserted, updated: now.updated - start.updated };
  };
}
