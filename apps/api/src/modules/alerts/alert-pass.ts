import { setTimeout as sleep } from 'node:timers/promises';
import { ALERT_MAIL, type AlertFrequency, SAVED_SEARCH_LIMITS } from '@lexfaso/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { enqueueMail } from '../../platform/mailer';
import { randomToken, sha256 } from '../../platform/tokens';
import { withTransaction } from '../../platform/transaction';
import { readDocumentsVersion } from '../documents/documents-version';
import { documentLink, searchPageLink, unsubscribeLink } from './links';
import { findAmongNewTexts, type NewTextsFound, textsPublishedBetween } from './new-texts';
import { passPacer, passThreadShare } from './pacing';
import { nextAlertAfter } from './plan';
import { filtersOf } from './saved-searches-store';

/**
 * The job's caller for the engine: a background one (modules/documents/search/engine-turns.ts). The engine
 * thread runs its searches only when no reader's waits, and never cuts them (an alert must find what the
 * search page finds); the pass sends one search at a time, so a reader waits at most for that one.
 */
const ALERTS_SEARCH_CALLER = 'background:alerts';

export interface AlertPassOptions {
  /** The pass's clock (tests move it forward to make alerts due). */
  now?: () => Date;
  /** How long a claim holds before another process may take the alert over. */
  leaseMs?: number;
  /** Alerts claimed at once. */
  batchSize?: number;
  /** Called once an alert's outcome is committed (the reliability test kills the process between two). */
  onCommitted?: (savedSearchId: number, mailed: boolean) => void;
  /** Pause before asking again when the engine cut a search short (the job spent much lately). */
  retryPauseMs?: number;
  /** Tries of one search cut short before the alert is left for the next pass. */
  maxTries?: number;
  /** The share of the request thread's time the pass may hold (by default modules/alerts/pacing.ts's); 1: no rest. */
  threadShare?: number;
}

export interface AlertPassResult {
  checked: number;
  mailed: number;
  /** Left due for a later pass (engine busy, or the claim was lost to another process). */
  deferred: number;
}

interface ClaimedAlert {
  id: number;
  user_id: number;
  name: string;
  q: string;
  filters: string;
  alert: string;
  alert_version: number | string;
}

const DEFAULT_LEASE_MS = 10 * 60_000;

/**
 * Claims up to `limit` due alerts for this pass: one UPDATE whose condition (due, lease free or expired) is
 * checked again on each row it writes, so two processes never hold the same alert (PostgreSQL re-reads a row
 * another transaction changed; SQLite writes one transaction at a time).
 */
async function claimDueAlerts(db: DB, token: string, now: Date, leaseMs: number, limit: number) {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const { rows } = await sql<ClaimedAlert>`
    UPDATE saved_searches SET lease_token = ${token}, lease_until = ${until}
    WHERE id IN (
      SELECT id FROM saved_searches
      WHERE alert <> 'none' AND next_alert_at <= ${at} AND (lease_until IS NULL OR lease_until <= ${at})
      ORDER BY next_alert_at, id LIMIT ${limit}
    )
    AND alert <> 'none' AND next_alert_at <= ${at} AND (lease_until IS NULL OR lease_until <= ${at})
    RETURNING id, user_id, name, q, filters, alert, alert_version`.execute(db);
  return rows;
}

/**
 * Gives an alert back without changing it: due for the next pass, not this one (its claims compare with the
 * pass's start, which this lease outlasts).
 */
async function releaseAlert(db: DB, id: number, token: string, passStart: Date) {
  await db
    .updateTable('saved_searches')
    .set({ lease_token: null, lease_until: new Date(passStart.getTime() + 60_000).toISOString() })
    .where('id', '=', id)
    .where('lease_token', '=', token)
    .execute();
}

class LeaseLost extends Error {}

/**
 * Records an alert's outcome in ONE transaction: the mail in the queue (with its unsubscribe token) and the
 * alert moved past the texts it covered, or neither. The write is conditioned on still holding the claim: a
 * process that lost it (expired and taken over) commits nothing. A process killed before this commit leaves
 * the alert as it was, due again once its claim expires; killed after, the mail is queued and the alert moved
 * on: no alert lost, none sent twice.
 */
async function commitAlert(
  deps: AppDeps,
  alert: ClaimedAlert,
  token: string,
  now: Date,
  coveredVersion: number,
  mail: ((unsubscribeToken: string) => { to: string; subject: string; text: string }) | null,
) {
  await withTransaction(deps.db, async (trx) => {
    const moved = await trx
      .updateTable('saved_searches')
      .set({
        alert_version: coveredVersion,
        next_alert_at: nextAlertAfter(alert.alert as AlertFrequency, now),
        ...(mail ? { last_alert_at: now.toISOString() } : {}),
        lease_token: null,
        lease_until: null,
      })
      .where('id', '=', alert.id)
      .where('lease_token', '=', token)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new LeaseLost();
    if (!mail) return;
    const unsubscribe = randomToken(32);
    await trx
      .insertInto('alert_unsubscribes')
      .values({ token_hash: sha256(unsubscribe), saved_search_id: alert.id, created_at: now.toISOString() })
      .execute();
    await enqueueMail(trx, { ...mail(unsubscribe), kind: 'alert' });
  });
}

/** Searches a pass keeps, so that saved searches asking the same of the same new texts are run once. */
const SHARED_SEARCHES = 1_000;

/**
 * The alert's search among its new texts, asked again after a pause while the engine cuts it short. Many
 * saved searches are the same ("code du travail", a domain alone): within a pass, the same text and filters
 * over the same new texts are computed once (`shared`). A text withdrawn meanwhile leaves the new texts, and
 * so the key; one edited during the pass may be mailed with its title of the pass's start.
 */
async function searchNewTexts(
  deps: AppDeps,
  alert: ClaimedAlert,
  textIds: number[],
  version: number,
  opts: Required<Pick<AlertPassOptions, 'retryPauseMs' | 'maxTries'>>,
  shared: Map<string, NewTextsFound>,
): Promise<NewTextsFound | null> {
  const key = JSON.stringify([alert.q, alert.filters, textIds]);
  const known = shared.get(key);
  if (known) return known;
  const found = await searchUntilWhole(deps, alert, textIds, version, opts);
  if (found) {
    if (shared.size >= SHARED_SEARCHES) shared.clear();
    shared.set(key, found);
  }
  return found;
}

async function searchUntilWhole(
  deps: AppDeps,
  alert: ClaimedAlert,
  textIds: number[],
  version: number,
  opts: Required<Pick<AlertPassOptions, 'retryPauseMs' | 'maxTries'>>,
): Promise<NewTextsFound | null> {
  for (let attempt = 1; attempt <= opts.maxTries; attempt++) {
    const found = await findAmongNewTexts(
      deps.searchRunner,
      { q: alert.q, filters: filtersOf(alert) },
      textIds,
      { version, caller: ALERTS_SEARCH_CALLER, limit: SAVED_SEARCH_LIMITS.mailedTexts },
    );
    if (found.complete) return found;
    const wait = deps.searchRunner.engineWait(ALERTS_SEARCH_CALLER) * 1000;
    await sleep(Math.max(opts.retryPauseMs, wait));
  }
  return null;
}

/**
 * One pass of the alert job (api.md "Personal library"): every due alert, claimed a batch at a time, is run
 * through the search page's engine among the texts published since its last alert; those that find some are
 * mailed (at most SAVED_SEARCH_LIMITS.mailedTexts, then "et N autres"), the others only move on.
 */
export async function runAlertPass(deps: AppDeps, options: AlertPassOptions = {}): Promise<AlertPassResult> {
  const { db, config } = deps;
  const clock = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 50;
  const retry = { retryPauseMs: options.retryPauseMs ?? 2_000, maxTries: options.maxTries ?? 5 };
  const claimToken = randomToken(16);
  const result: AlertPassResult = { checked: 0, mailed: 0, deferred: 0 };
  const passStart = clock();
  const shared = new Map<string, NewTextsFound>();
  const pace = passPacer(options.threadShare ?? passThreadShare(deps.dialect));
  for (;;) {
    const claimed = await claimDueAlerts(db, claimToken, passStart, leaseMs, batchSize);
    if (claimed.length === 0) break;
    // Every text committed up to this version is visible: versions are handed out in commit order.
    const version = await readDocumentsVersion(db);
    const oldest = Math.min(...claimed.map((a) => Number(a.alert_version)));
    const published = await textsPublishedBetween(db, oldest, version);
    const users = await recipients(db, [...new Set(claimed.map((a) => a.user_id))]);
    for (const alert of claimed) {
      result.checked += 1;
      const since = Number(alert.alert_version);
      const textIds = published.filter((t) => t.version > since).map((t) => t.id);
      let found: NewTextsFound | null;
      try {
        found = await searchNewTexts(deps, alert, textIds, version, retry, shared);
      } catch (err) {
        // A filter that no longer resolves (a deleted type or domain) finds nothing; anything else waits.
        if (!(err instanceof AppError && err.statusCode === 400)) throw err;
        found = { documents: [], total: 0, complete: true };
      }
      const user = users.get(alert.user_id);
      if (found === null) {
        await releaseAlert(db, alert.id, claimToken, passStart);
        result.deferred += 1;
        continue;
      }
      const mail =
        found.total > 0 && user?.email
          ? (unsubscribe: string) => ({
              to: user.email as string,
              ...ALERT_MAIL({
                productName: config.productName,
                publicUrl: config.publicUrl,
                firstname: user.firstname,
                name: alert.name,
                texts: (found as NewTextsFound).documents.map((d) => ({
                  title: d.title,
                  docType: d.docType?.type ?? null,
                  publishedAt: d.publishedAt,
                  link: documentLink(config.publicUrl, d.id),
                })),
                total: (found as NewTextsFound).total,
                searchLink: searchPageLink(config.publicUrl, { q: alert.q, filters: filtersOf(alert) }),
                unsubscribeLink: unsubscribeLink(config.publicUrl, unsubscribe),
              }),
            })
          : null;
      try {
        await commitAlert(deps, alert, claimToken, clock(), version, mail);
      } catch (err) {
        if (!(err instanceof LeaseLost)) throw err;
        result.deferred += 1;
        continue;
      }
      if (mail) result.mailed += 1;
      options.onCommitted?.(alert.id, mail !== null);
      // SQLite answers synchronously and a shared search needs no engine: without this the pass would run as
      // one chain of promises, and readers' requests would wait for whole batches; and it rests between slices.
      await pace();
    }
  }
  // Delivery is the mail queue's (its worker, or the caller once the pass is over).
  return result;
}

/** The addresses alerts go to: active accounts only. */
async function recipients(db: DB, ids: number[]) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'account_status'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows
      .filter((r) => r.account_status === 'active')
      .map((r) => [r.id, { email: r.email, firstname: r.firstname }] as const),
  );
}
