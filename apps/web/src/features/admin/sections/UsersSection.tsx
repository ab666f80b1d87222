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
import { Button, EmptyState, LoadingBlock, Modal } from '@/components/ui';
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
    <div className="field">
      <label className="field__label" htmlFor={`admin-user-${key}`}>
        {label} *
      </label>
      <input
        id={`admin-user-${key}`}
        className="input"
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={!!errors[key] || undefined}
      />
      {errors[key] && <span className="field__error">{errors[key]}</span>}
    </div>
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
        <div className="field">
          <label className="field__label" htmlFor="admin-user-email">
            Email {user ? '' : '*'}
          </label>
          <input
            id="admin-user-email"
            className="input"
            type="email"
            value={values.email}
            disabled={!!user}
            aria-describedby={user ? 'admin-user-email-hint' : undefined}
            onChange={(e) => set('email', e.target.value)}
            aria-invalid={!!errors.email || undefined}
          />
          {user && (
            <span id="admin-user-email-hint" className="field__hint">
              {ADMIN_MESSAGES.emailLocked}
            </span>
          )}
          {errors.email && <span className="field__error">{errors.email}</span>}
        </div>
        {!user && (
          <div className="field">
            <label className="field__label" htmlFor="admin-user-password">
              Mot de passe *
            </label>
            <input
              id="admin-user-password"
              className="input"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              aria-invalid={!!errors.password || undefined}
            />
            {errors.password && <span className="field__error">{errors.password}</span>}
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor="admin-user-role">
            Rôle
          </label>
          <select
            id="admin-user-role"
            className="input"
            value={values.role}
            disabled={!isSuperAdmin}
            aria-describedby={!isSuperAdmin ? 'admin-user-role-hint' : undefined}
            onChange={(e) => set('role', e.target.value as Role)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
          {!isSuperAdmin && (
            <span id="admin-user-role-hint" className="field__hint">
              {ADMIN_MESSAGES.rolesSuperAdminOnly}
            </span>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="admin-user-statut">
            Statut
          </label>
          <select
            id="admin-user-statut"
            className="input"
            value={values.statut}
            onChange={(e) => set('statut', e.target.value)}
          >
            {ACCOUNT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="admin-user-plan">
            Abonnement
          </label>
          <select
            id="admin-user-plan"
            className="input"
            value={values.subscriptionPlan}
            onChange={(e) => set('subscriptionPlan', e.target.value)}
          >
            {SUBSCRIPTION_PLANS.map((p) => (
              <option key={p} value={p}>
                {PLAN_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
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
