import {
  ACCOUNT_STATUSES,
  ADMIN,
  type AdminUser,
  hasAnyRole,
  PDF_ROLES,
  ROLE_LABELS,
  ROLES,
  type Role,
  ADMIN_USERS_TEXTS as T,
} from '@lexfaso/contracts';
import { useEffect } from 'react';
import { type CrudResource, CrudSection } from '../crud/CrudSection';
import { type CrudColumn, yesNo } from '../crud/CrudTable';
import { FilterSelect } from '../crud/FilterSelect';
import type { Editor } from '../crud/use-editor';
import { useListControls } from '../crud/use-list-controls';
import { AdminApiError } from '../lib/admin-api';
import { deleteUser } from './api/delete-user';
import { useUsers } from './api/get-users';
import { UserForm } from './UserForm';
import { usersErrorText } from './users-error';

const COLUMNS: CrudColumn<AdminUser>[] = [
  { label: T.name, cell: (u) => u.fullName },
  { label: T.email, cell: (u) => u.email ?? u.phone ?? '—' },
  { label: T.role, cell: (u) => u.roles.map((r) => ROLE_LABELS[r as Role] ?? r).join(', ') },
  {
    label: T.status,
    cell: (u) => (
      <span className={`admin-pill admin-pill--${u.statut}`}>{T.statuses[u.statut] ?? u.statut}</span>
    ),
  },
  {
    label: T.plan,
    cell: (u) => {
      const plan = T.plans[u.subscriptionPlan] ?? u.subscriptionPlan;
      return u.subscriptionPlan !== 'premium' && hasAnyRole(u.roles, PDF_ROLES) ? T.planByRole(plan) : plan;
    },
  },
  { label: T.verified, cell: (u) => yesNo(u.isVerified) },
];

const USERS: CrudResource<AdminUser> = {
  texts: T,
  // Served in one page of 100; a failure says the users API's own words.
  paged: false,
  errorDetail: usersErrorText,
  deleteFailure: (error) => T.deleteFailed(usersErrorText(error)),
  columns: COLUMNS,
  nameOf: (user) => user.fullName,
  remove: (user) => deleteUser(user.id),
};

const ROLE_CHOICES = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const STATUS_CHOICES = ACCOUNT_STATUSES.map((s) => ({ value: s, label: T.statuses[s] }));

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
  const controls = useListControls({ role: '', status: '' });
  const { role, status } = controls.filters;
  const list = useUsers({
    page: 1,
    limit: ADMIN.usersLimit,
    search: controls.searchParam,
    role: role || undefined,
    status: status || undefined,
  });

  // A 401 while loading users ends the admin session and reloads the page (back-office.md §4).
  useEffect(() => {
    if (list.error instanceof AdminApiError && list.error.status === 401) {
      onUnauthorized();
      window.location.reload();
    }
  }, [list.error, onUnauthorized]);

  const filters = (
    <>
      <FilterSelect
        label={T.role}
        allLabel={T.allRoles}
        choices={ROLE_CHOICES}
        {...controls.filter('role')}
      />
      <FilterSelect
        label={T.status}
        allLabel={T.allStatuses}
        choices={STATUS_CHOICES}
        {...controls.filter('status')}
      />
    </>
  );
  const form = (editor: Editor<AdminUser>) => (
    <UserForm user={editor.row} isSuperAdmin={isSuperAdmin} onClose={editor.close} onSaved={editor.saved} />
  );
  const canDelete = (user: AdminUser) => user.id !== currentUserId;
  return <CrudSection {...{ controls, list, form, canDelete }} resource={USERS} toolbar={{ filters }} />;
}
