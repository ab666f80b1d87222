import {
  ACCOUNT_STATUSES,
  ADMIN,
  ADMIN_MESSAGES,
  type AdminUser,
  AdminUserCreateBody,
  AdminUserUpdateBody,
  ROLE_LABELS,
  ROLES,
  type Role,
  SUBSCRIPTION_PLANS,
} from '@lexfaso/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useNotify } from '@/components/notifications';
import { Button, EmptyState, Field, LoadingBlock, Modal } from '@/components/ui';
import { AdminApiError, adminApi } from '../lib/admin-api';
import { useAdminList, useDebounced, useRefreshAdmin } from '../lib/hooks';
import { ListToolbar } from './ListToolbar';
import { LoadError } from './LoadError';

const STATUS_LABELS: Record<string, string> = { active: 'Actif', pending: 'En attente', inactive: 'Inactif' };
const PLAN_LABELS: Record<string, string> = { free: 'Gratuit', premium: 'Premium' };

/** The users API's own wording (back-office.md §8): 401 is 'Erreur HTTP: 401'. */
const usersErrorText = (error: unknown) =>
  error instanceof AdminApiError
    ? error.status === 401
      ? 'Erreur HTTP: 401'
      : error.serverMessage || error.message || ADMIN_MESSAGES.usersUnknownError
    : ADMIN_MESSAGES.usersUnknownError;

/** Users: page 1 with a limit of 100, filtered by search, role and status (back-office.md §2). */
export function UsersSection({
  isSuperAdmin,
  currentUserId,
  onUnauthorized,
}: {
  isSuperAdmin: boolean;
  currentUserId: number;
  onUnauthorized: () => void;
}) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const query = useAdminList<AdminUser>('/admin/users', {
    page: 1,
    limit: ADMIN.usersLimit,
    search: debounced || undefined,
    role: role || undefined,
    status: status || undefined,
  });
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const refresh = useRefreshAdmin();

  // A 401 while loading users ends the admin session and reloads the page (back-office.md §4).
  useEffect(() => {
    if (query.error instanceof AdminApiError && query.error.status === 401) {
      onUnauthorized();
      window.location.reload();
    }
  }, [query.error, onUnauthorized]);

  async function remove(user: AdminUser) {
    if (!window.confirm(`Supprimer le compte de ${user.fullName} ?`)) return;
    try {
      await adminApi.delete(`/admin/users/${user.id}`);
      await refresh();
    } catch (error) {
      window.alert(`Erreur lors de la suppression de l'utilisateur\n${usersErrorText(error)}`);
    }
  }

  return (
    <section className="card admin-panel">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Rechercher un utilisateur…"
        filters={
          <>
            <select
              className="input admin-filter"
              aria-label="Rôle"
              value={role}
              onChange={(e) => setRole(e.target.value)}
            >
              <option value="">Tous les rôles</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
            <select
              className="input admin-filter"
              aria-label="Statut"
              value={status}
              onChange={(e) => setStatus(e.target.value)}
            >
              <option value="">Tous les statuts</option>
              {ACCOUNT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </>
        }
        action={<Button onClick={() => setEditing('new')}>+ Nouvel utilisateur</Button>}
      />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <LoadError onRetry={() => query.refetch()} detail={usersErrorText(query.error)} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="Aucun utilisateur" />
      ) : (
        <>
          <p className="muted admin-count">{query.data.totalItems} utilisateur(s)</p>
          <div className="table-scroll">
            <table className="data-table data-table--stack">
              <thead>
                <tr>
                  <th scope="col">Nom</th>
                  <th scope="col">Email</th>
                  <th scope="col">Rôle</th>
                  <th scope="col">Statut</th>
                  <th scope="col">Abonnement</th>
                  <th scope="col">Vérifié</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((u) => (
                  <tr key={u.id}>
                    <td data-label="Nom">{u.fullName}</td>
                    <td data-label="Email">{u.email ?? u.phone ?? '—'}</td>
                    <td data-label="Rôle">{u.roles.map((r) => ROLE_LABELS[r as Role] ?? r).join(', ')}</td>
                    <td data-label="Statut">
                      <span className={`admin-pill admin-pill--${u.statut}`}>
                        {STATUS_LABELS[u.statut] ?? u.statut}
                      </span>
                    </td>
                    <td data-label="Abonnement">{PLAN_LABELS[u.subscriptionPlan] ?? u.subscriptionPlan}</td>
                    <td data-label="Vérifié">{u.isVerified ? 'Oui' : 'Non'}</td>
                    <td data-label="Actions" className="admin-actions">
                      <Button size="sm" variant="outline" onClick={() => setEditing(u)}>
                        Modifier
                      </Button>
                      {u.id !== currentUserId && (
                        <Button size="sm" variant="danger" onClick={() => remove(u)}>
                          Supprimer
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {editing && (
        <UserForm
          user={editing === 'new' ? null : editing}
          isSuperAdmin={isSuperAdmin}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      )}
    </section>
  );
}

function UserForm({
  user,
  isSuperAdmin,
  onClose,
  onSaved,
}: {
  user: AdminUser | null;
  isSuperAdmin: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { toast } = useNotify();
  const [values, setValues] = useState({
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
    password: '',
    role: (user?.roles[0] ?? 'ROLE_USER') as Role,
    statut: user?.statut ?? 'active',
    isVerified: user?.isVerified ?? false,
    subscriptionPlan: user?.subscriptionPlan ?? 'free',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const common = {
      firstname: values.firstname,
      lastname: values.lastname,
      statut: values.statut,
      isVerified: values.isVerified,
      subscriptionPlan: values.subscriptionPlan,
      // Roles are only sent by a super admin: for others the field is locked.
      ...(isSuperAdmin ? { roles: [values.role] } : {}),
    };
    const parsed = user
      ? AdminUserUpdateBody.safeParse(common)
      : AdminUserCreateBody.safeParse({ ...common, email: values.email, password: values.password });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (user) await adminApi.put(`/admin/users/${user.id}`, parsed.data);
      else await adminApi.post('/admin/users', parsed.data);
      toast(user ? 'Utilisateur mis à jour' : 'Utilisateur créé');
      onSaved();
    } catch (e) {
      setError(`Erreur lors de la sauvegarde de l'utilisateur : ${usersErrorText(e)}`);
    } finally {
      setBusy(false);
    }
  }

  const field = (key: 'firstname' | 'lastname', label: string) => (
    <Field id={`admin-user-${key}`} label={`${label} *`} error={errors[key]}>
      {(control) => (
        <input
          className="input"
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
          {...control}
        />
      )}
    </Field>
  );

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={user ? "Modifier l'utilisateur" : 'Nouvel utilisateur'}
      footer={
        <div className="actions">
          <Button variant="ghost" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" form="admin-user-form" isLoading={busy}>
            Enregistrer
          </Button>
        </div>
      }
    >
      <form id="admin-user-form" onSubmit={submit} noValidate className="admin-form-grid">
        {error && (
          <p className="form-error admin-form-grid__full" role="alert">
            {error}
          </p>
        )}
        {field('firstname', 'Prénom')}
        {field('lastname', 'Nom')}
        <Field
          id="admin-user-email"
          label={user ? 'Email' : 'Email *'}
          hint={user ? ADMIN_MESSAGES.emailLocked : undefined}
          error={errors.email}
        >
          {(control) => (
            <input
              className="input"
              type="email"
              value={values.email}
              disabled={!!user}
              onChange={(e) => set('email', e.target.value)}
              {...control}
            />
          )}
        </Field>
        {!user && (
          <Field id="admin-user-password" label="Mot de passe *" error={errors.password}>
            {(control) => (
              <input
                className="input"
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={(e) => set('password', e.target.value)}
                {...control}
              />
            )}
          </Field>
        )}
        <Field
          id="admin-user-role"
          label="Rôle"
          hint={isSuperAdmin ? undefined : ADMIN_MESSAGES.rolesSuperAdminOnly}
          error={errors.role}
        >
          {(control) => (
            <select
              className="input"
              value={values.role}
              disabled={!isSuperAdmin}
              onChange={(e) => set('role', e.target.value as Role)}
              {...control}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="admin-user-statut" label="Statut" error={errors.statut}>
          {(control) => (
            <select
              className="input"
              value={values.statut}
              onChange={(e) => set('statut', e.target.value)}
              {...control}
            >
              {ACCOUNT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="admin-user-plan" label="Abonnement" error={errors.subscriptionPlan}>
          {(control) => (
            <select
              className="input"
              value={values.subscriptionPlan}
              onChange={(e) => set('subscriptionPlan', e.target.value)}
              {...control}
            >
              {SUBSCRIPTION_PLANS.map((p) => (
                <option key={p} value={p}>
                  {PLAN_LABELS[p]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={values.isVerified}
            onChange={(e) => set('isVerified', e.target.checked)}
          />
          Compte vérifié
        </label>
      </form>
    </Modal>
  );
}
