import {
  ACCOUNTS_API_MESSAGES,
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserCreateBody,
  type AdminUserListQuery,
  type AdminUserUpdateBody,
  hasRole,
} from '@lexfaso/contracts';
import type { FastifyRequest } from 'fastify';
import { sql, type Updateable } from 'kysely';
import { containsText, likePattern, offsetOf, paged, toCount } from '../../http/paging';
import { writeAudit } from '../../platform/audit-trail';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import type { UsersTable } from '../../platform/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { parseJson } from '../../platform/json';
import { hashPassword } from '../../platform/passwords';
import { withTransaction } from '../../platform/transaction';
import { releaseExpiredRegistration } from './email-verification';
import { type ActiveSession, revokeAllSessions } from './sessions';
import { newUserRow } from './users-repo';

type UserRow = Omit<UsersTable, 'id'> & { id: number };

const MSG = {
  roles: ADMIN_MESSAGES.rolesSuperAdminOnly,
  lastSuper: ADMIN_MESSAGES.lastSuperAdmin,
  selfDelete: ADMIN_MESSAGES.selfDelete,
  emailLocked: ADMIN_MESSAGES.emailLocked,
  emailTaken: ADMIN_MESSAGES.emailTaken,
  notFound: ACCOUNTS_API_MESSAGES.userNotFound,
  superAdminAccount: ACCOUNTS_API_MESSAGES.superAdminAccountProtected,
};

export function presentUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    fullName: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    phone: row.phone,
    roles: parseJson<string[]>(row.roles, ['ROLE_USER']),
    statut: row.account_status,
    profileStatut: row.statut,
    isVerified: !!row.is_verified,
    subscriptionPlan: row.subscription_plan,
    createdAt: row.created_at,
    profession: row.profession,
    organization: row.organization,
    specialties: parseJson<string[]>(row.specialties, []),
  };
}

/** Roles are stored as JSON text: a LIKE on the quoted name finds them on both engines. */
const hasRoleSql = (role: string) => sql<boolean>`${sql.ref('roles')} like ${`%"${role}"%`}`;

export async function listUsers(db: DB, q: AdminUserListQuery) {
  let query = db.selectFrom('users');
  if (q.search) {
    const words = q.search;
    query = query.where((eb) =>
      eb.or([
        containsText('email', words),
        containsText('firstname', words),
        containsText('lastname', words),
        containsText('phone', words),
        sql<boolean>`lower(${sql.ref('firstname')} || ' ' || ${sql.ref('lastname')}) like ${likePattern(words)} escape '\\'`,
      ]),
    );
  }
  if (q.role) query = query.where(hasRoleSql(q.role));
  if (q.status) query = query.where('account_status', '=', q.status);
  const total = toCount((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit)
    .offset(offsetOf(q.page, q.limit))
    .execute();
  const users = rows.map(presentUser);
  return { ...paged(users, total, q.page, q.limit), users };
}

export async function getUser(db: DB, id: number) {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MSG.notFound);
  return row;
}

export async function userStats(db: DB) {
  const count = async (build: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
    toCount(
      (
        await build(base())
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const base = () => db.selectFrom('users');
  const plans = await db
    .selectFrom('users')
    .select(['subscription_plan', (eb) => eb.fn.countAll().as('n')])
    .groupBy('subscription_plan')
    .orderBy('subscription_plan')
    .execute();
  return {
    success: true as const,
    stats: {
      total: await count((q) => q),
      active: await count((q) => q.where('account_status', '=', 'active')),
      verified: await count((q) => q.where('is_verified', '=', 1)),
      subscription_plans: plans.map((p) => ({ subscriptionPlan: p.subscription_plan, count: toCount(p.n) })),
    },
  };
}

async function countSuperAdmins(db: DB) {
  return toCount(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(hasRoleSql('ROLE_SUPER_ADMIN'))
        .where('account_status', '!=', 'inactive')
        .executeTakeFirstOrThrow()
    ).n,
  );
}

const sameRoles = (a: string[], b: string[]) => [...a].sort().join(',') === [...b].sort().join(',');

export async function createUser(request: FastifyRequest, actor: ActiveSession, body: AdminUserCreateBody) {
  const roles = body.roles ?? ['ROLE_USER'];
  if (!sameRoles(roles, ['ROLE_USER']) && !hasRole(actor.roles, 'ROLE_SUPER_ADMIN'))
    throw forbidden(MSG.roles);
  const email = body.email.trim().toLowerCase();
  const passwordHash = await hashPassword(body.password);
  return withTransaction(request.server.deps.db, async (trx) => {
    await releaseExpiredRegistration(trx, email);
    const taken = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw conflict(MSG.emailTaken, 'EMAIL_TAKEN', [{ field: 'email', message: MSG.emailTaken }]);
    if (body.phone) await assertPhoneFree(trx, body.phone, null);
    const row = await trx
      .insertInto('users')
      .values(
        newUserRow({
          email,
          phone: body.phone ?? null,
          password_hash: passwordHash,
          firstname: body.firstname,
          lastname: body.lastname,
          account_status: body.statut ?? 'active',
          roles: JSON.stringify(roles),
          is_verified: body.isVerified ? 1 : 0,
          subscription_plan: body.subscriptionPlan ?? 'free',
          profession: body.profession ?? null,
          organization: body.organization ?? null,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, request, actor, {
      action: 'create',
      entity: 'user',
      entityId: row.id,
      details: { email, phone: body.phone ?? null, statut: body.statut ?? 'active', roles },
    });
    return presentUser(row);
  });
}

async function assertPhoneFree(db: DB, phone: string, selfId: number | null) {
  let q = db.selectFrom('users').select('id').where('phone', '=', phone);
  if (selfId !== null) q = q.where('id', '!=', selfId);
  if (await q.executeTakeFirst())
    throw conflict(ACCOUNTS_API_MESSAGES.phoneTaken, 'PHONE_TAKEN', [
      { field: 'phone', message: ACCOUNTS_API_MESSAGES.phoneTaken },
    ]);
}

/** Old and new value of each audited field that changed (email, phone, status, roles, verification). */
type AuditedChanges = Record<string, { from: unknown; to: unknown }>;

export async function updateUser(
  request: FastifyRequest,
  actor: ActiveSession,
  id: number,
  body: AdminUserUpdateBody,
) {
  return withTransaction(request.server.deps.db, async (trx) => {
    const current = await getUser(trx, id);
    const currentRoles = parseJson<string[]>(current.roles, ['ROLE_USER']);
    const actorIsSuper = hasRole(actor.roles, 'ROLE_SUPER_ADMIN');
    // A super admin's account (phone, status, names, plan...) is a super admin's business only (decisions.md §5).
    if (currentRoles.includes('ROLE_SUPER_ADMIN') && !actorIsSuper) throw forbidden(MSG.superAdminAccount);
    if (body.email !== undefined && body.email.trim().toLowerCase() !== (current.email ?? ''))
      throw badRequest(MSG.emailLocked, [{ field: 'email', message: MSG.emailLocked }]);
    const values: Updateable<UsersTable> = { updated_at: nowIso() };
    const changes: AuditedChanges = {};

    if (body.roles && !sameRoles(body.roles, currentRoles)) {
      if (!actorIsSuper) throw forbidden(MSG.roles);
      values.roles = JSON.stringify(body.roles);
      changes.roles = { from: currentRoles, to: body.roles };
    }
    const losesSuper =
      currentRoles.includes('ROLE_SUPER_ADMIN') &&
      current.account_status !== 'inactive' &&
      ((values.roles && !body.roles?.includes('ROLE_SUPER_ADMIN')) || body.statut === 'inactive');
    if (losesSuper && (await countSuperAdmins(trx)) <= 1) throw forbidden(MSG.lastSuper, 'LAST_SUPER_ADMIN');

    values.firstname = body.firstname;
    values.lastname = body.lastname;
    if (body.statut !== undefined && body.statut !== current.account_status) {
      values.account_status = body.statut;
      changes.statut = { from: current.account_status, to: body.statut };
    }
    if (body.isVerified !== undefined && Number(body.isVerified) !== Number(current.is_verified)) {
      values.is_verified = body.isVerified ? 1 : 0;
      changes.isVerified = { from: !!current.is_verified, to: body.isVerified };
    }
    if (body.subscriptionPlan !== undefined) values.subscription_plan = body.subscriptionPlan;
    if (body.phone !== undefined && (body.phone ?? null) !== current.phone) {
      if (body.phone) await assertPhoneFree(trx, body.phone, id);
      values.phone = body.phone;
      // A number typed in the back-office is contact information, never a way in, until its owner proves it.
      values.phone_verified = 0;
      changes.phone = { from: current.phone, to: body.phone ?? null };
    }
    if (body.profession !== undefined) values.profession = body.profession;
    if (body.organization !== undefined) values.organization = body.organization;

    const row = await trx
      .updateTable('users')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // A deactivated account must not stay signed in anywhere.
    if (values.account_status === 'inactive') await revokeAllSessions(trx, id);
    await writeAudit(trx, request, actor, {
      action: 'update',
      entity: 'user',
      entityId: id,
      details: { fields: Object.keys(values).filter((k) => k !== 'updated_at'), changes },
    });
    return presentUser(row);
  });
}

export async function deleteUser(request: FastifyRequest, actor: ActiveSession, id: number) {
  if (id === actor.user.id) throw forbidden(MSG.selfDelete, 'SELF_DELETE');
  await withTransaction(request.server.deps.db, async (trx) => {
    const current = await getUser(trx, id);
    const roles = parseJson<string[]>(current.roles, []);
    if (roles.includes('ROLE_SUPER_ADMIN')) {
      if (!hasRole(actor.roles, 'ROLE_SUPER_ADMIN')) throw forbidden(MSG.roles);
      if (current.account_status !== 'inactive' && (await countSuperAdmins(trx)) <= 1)
        throw forbidden(MSG.lastSuper, 'LAST_SUPER_ADMIN');
    }
    await trx.deleteFrom('users').where('id', '=', id).execute();
    await writeAudit(trx, request, actor, {
      action: 'delete',
      entity: 'user',
      entityId: id,
      details: { email: current.email },
    });
  });
}
