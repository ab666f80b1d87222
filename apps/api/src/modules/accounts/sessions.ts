import { SESSION } from '@lexfaso/contracts';
import { isoIn, nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import type { UsersTable } from '../../platform/db/schema';
import { randomToken, sha256 } from '../../platform/tokens';

export type SessionKind = 'user' | 'admin';
export type UserRow = Omit<UsersTable, 'id'> & { id: number };

export interface ActiveSession {
  sessionId: number;
  kind: SessionKind;
  expiresAt: string;
  user: UserRow;
  roles: string[];
}

const TTL_MS: Record<SessionKind, number> = {
  user: SESSION.ttlDays * 24 * 3600_000,
  admin: SESSION.adminTtlHours * 3600_000,
};

/** Opaque 256-bit tokens; only their SHA-256 is stored (decisions.md §5). */
export async function createSession(
  db: DB,
  userId: number,
  kind: SessionKind,
  meta: { ip?: string | null; userAgent?: string | null } = {},
) {
  const token = randomToken(32);
  const expiresAt = isoIn(TTL_MS[kind]);
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      kind,
      created_at: nowIso(),
      expires_at: expiresAt,
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

export async function findSession(db: DB, token: string): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.kind', 'sessions.expires_at as session_expires_at'])
    .where('sessions.token_hash', '=', sha256(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!row) return null;
  if (row.account_status === 'inactive') return null;
  const { session_id, kind, session_expires_at, ...user } = row;
  let roles: string[] = [];
  try {
    roles = JSON.parse(user.roles);
  } catch {
    roles = ['ROLE_USER'];
  }
  return { sessionId: session_id, kind: kind as SessionKind, expiresAt: session_expires_at, user, roles };
}

export async function revokeSession(db: DB, sessionId: number) {
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).execute();
}

export async function revokeAllSessions(db: DB, userId: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function bearerToken(header: string | undefined) {
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9_\-.~+/=]+)$/i.exec(header.trim());
  return m ? m[1]! : null;
}
