import { ACCOUNT_SECURITY_MESSAGES, IDENTIFIER_CHANGE, type IdentifierKind } from '@lexfaso/contracts';
import type { AppDeps } from '../../deps';
import { isoIn, nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import { conflict } from '../../platform/errors';
import { randomToken, sha256 } from '../../platform/tokens';
import type { UserRow } from './sessions';

const SM = ACCOUNT_SECURITY_MESSAGES;
const DISPUTE_MS = IDENTIFIER_CHANGE.disputeDays * 24 * 3600_000;

/**
 * Whether the account's email and phone may change now (issue 29): not while a "ce n'était pas moi" holds them
 * (until a password reset), nor for `disputeDays` after a confirmed change. The second rule keeps one live
 * "ce n'était pas moi" link per account: a hijacker cannot chain a second change (whose notice would go to an
 * address of theirs) to outrun the first one. 409, on the field that asked for a change, before anything is saved.
 */
export async function assertIdentifiersMayChange(deps: AppDeps, user: UserRow, field: IdentifierKind) {
  const refuse = (message: string) => conflict(message, 'IDENTIFIERS_LOCKED', [{ field, message }]);
  if (user.identifiers_locked_at) throw refuse(SM.identifiersLocked);
  const last = await deps.db
    .selectFrom('identifier_changes')
    .select('dispute_expires_at')
    .where('user_id', '=', user.id)
    .where('confirmed_at', 'is not', null)
    .orderBy('confirmed_at', 'desc')
    .executeTakeFirst();
  const until = last?.dispute_expires_at;
  if (until && until > nowIso()) throw refuse(SM.identifiersRecentlyChanged(frenchDateTime(until)));
}

const frenchDateTime = (iso: string) =>
  `${new Date(iso).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} (UTC)`;

/**
 * What a confirmed change does besides setting the identifier, in its transaction (issue 29, finding 5): the
 * change is spent and keeps what it replaced and its "ce n'était pas moi" link (selector + hashed verifier,
 * `disputeDays`, single use); the account's other pending changes, reset links and verification links die; its
 * other sessions are revoked (the one that confirmed stays). Returns that link, or null when a concurrent call
 * spent the change first.
 */
export async function settleConfirmedChange(
  trx: DB,
  publicUrl: string,
  change: { id: number; userId: number; keepSessionId: number },
  previous: { value: string | null; verified: number | null },
) {
  const now = nowIso();
  const selector = randomToken(16);
  const verifier = randomToken(32);
  const spent = await trx
    .updateTable('identifier_changes')
    .set({
      used_at: now,
      confirmed_at: now,
      previous_value: previous.value,
      previous_verified: previous.verified,
      dispute_selector: selector,
      dispute_hash: sha256(verifier),
      dispute_expires_at: isoIn(DISPUTE_MS),
    })
    .where('id', '=', change.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return null;
  await voidPendingLinks(trx, change.userId, now);
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', change.userId)
    .where('revoked_at', 'is', null)
    .where('id', '!=', change.keepSessionId)
    .execute();
  return `${publicUrl}/not-me/${selector}/${verifier}`;
}

/** Every link of the account still waiting (identifier changes, password resets, email verifications) dies. */
export async function voidPendingLinks(trx: DB, userId: number, now = nowIso()) {
  await trx
    .updateTable('identifier_changes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .updateTable('email_verifications')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
