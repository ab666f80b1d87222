import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { isoIn, nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import { randomToken, sha256 } from '../../platform/tokens';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; issue 29, finding 10). A
 * browser that signs in to an account, or chooses its new password through a reset link, gets an opaque 256-bit
 * token in an HttpOnly, SameSite=Strict cookie scoped to /api; only its SHA-256 is stored, one row per account
 * it signed in to. When that browser tries the account's password again it is a *known device*: it has a
 * brute-force budget of its own (login-guard.ts), so strangers failing on the account from anywhere else never
 * lock it out. The token proves nothing on its own: it only changes which budget a password check is taken from.
 */
const DEVICE_COOKIE = 'lexfaso_device';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const TTL_MS = 180 * 24 * 3600_000;

/** The device token this request carries, when it has one of the right shape. */
export function deviceTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header || header.length > 4096) return null;
  const token = parse(header)[DEVICE_COOKIE];
  return token && TOKEN.test(token) ? token : null;
}

/** The stored hash of this request's device token when it is a known device of the account, else null. */
export const knownDeviceOf = (db: DB, request: FastifyRequest, userId: number | undefined) =>
  knownDeviceHash(db, deviceTokenOf(request), userId);

/** The hash of a device token when it is a known device of the account, else null. */
export async function knownDeviceHash(db: DB, token: string | null, userId: number | undefined) {
  if (!token || userId === undefined) return null;
  const hash = sha256(token);
  const row = await db
    .selectFrom('known_devices')
    .select('id')
    .where('device_hash', '=', hash)
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row ? hash : null;
}

/**
 * This browser proved it can sign in to the account: it becomes (or stays) one of its known devices, for 180
 * days from now. The browser keeps its token across accounts; a browser without one gets a new one.
 */
export async function rememberDevice(
  db: DB,
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  const token = deviceTokenOf(request) ?? randomToken(32);
  const hash = sha256(token);
  const now = nowIso();
  const expiresAt = isoIn(TTL_MS);
  await db
    .insertInto('known_devices')
    .values({ user_id: userId, device_hash: hash, created_at: now, last_used_at: now, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.columns(['device_hash', 'user_id']).doUpdateSet({ last_used_at: now, expires_at: expiresAt }),
    )
    .execute();
  await db.deleteFrom('known_devices').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  reply.header(
    'set-cookie',
    serialize(DEVICE_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: config.publicUrl.startsWith('https:'),
      path: '/api',
      maxAge: TTL_MS / 1000,
    }),
  );
}

/** Every known device of the account is forgotten (a "ce n'était pas moi": someone else may hold one). */
export async function forgetDevices(db: DB, userId: number) {
  await db.deleteFrom('known_devices').where('user_id', '=', userId).execute();
}
