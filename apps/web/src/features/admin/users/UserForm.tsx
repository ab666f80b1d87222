import {
  ACCOUNT_STATUSES,
  ADMIN_MESSAGES,
  type AdminUser,
  AdminUserCreateBody,
  AdminUserUpdateBody,
  ROLE_LABELS,
  ROLES,
  SUBSCRIPTION_PLANS,
  ADMIN_USERS_TEXTS as T,
} from '@lexfaso/contracts';
import { useNotify } from '@/components/notifications';
import { CrudFormModal } from '../crud/CrudFormModal';
import { contractResolver } from '../crud/contract-resolver';
import { Checkbox, SelectInput, TextInput } from '../crud/form-fields';
import { useCrudForm } from '../crud/use-crud-form';
import { useCreateUser } from './api/create-user';
import { useUpdateUser } from './api/update-user';
import { usersErrorText } from './users-error';

/** The form's values: the bodies' fields, the one role chosen in a list as `roles.0`. */
interface UserValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  roles: string[];
  statut: string;
  isVerified: boolean;
  subscriptionPlan: string;
}

const valuesOf = (user: AdminUser | null): UserValues => ({
  firstname: user?.firstname ?? '',
  lastname: user?.lastname ?? '',
  email: user?.email ?? '',
  password: '',
  roles: [user?.roles[0] ?? 'ROLE_USER'],
  statut: user?.statut ?? 'active',
  isVerified: user?.isVerified ?? false,
  subscriptionPlan: user?.subscriptionPlan ?? 'free',
});

/** A new account (email and password) or an existing one (its email locked); roles for super admins only. */
export function UserForm({
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
  const create = useCreateUser();
  const update = useUpdateUser();
  const { form, modal } = useCrudForm<UserValues, AdminUserCreateBody | AdminUserUpdateBody>({
    formId: 'admin-user-form',
    resolver: contractResolver(user ? AdminUserUpdateBody : AdminUserCreateBody),
    defaultValues: valuesOf(user),
    save: async (data) => {
      // Roles are only sent by a super admin: for others the field is locked.
      const { roles, ...rest } = data;
      const body = isSuperAdmin ? data : rest;
      if (user) await update.mutateAsync({ id: user.id, body });
      else await create.mutateAsync(body as AdminUserCreateBody);
      toast(user ? T.updated : T.created);
      onSaved();
    },
    failureText: (e) => T.saveFailed(usersErrorText(e)),
  });

  return (
    <CrudFormModal state={modal} title={user ? T.editUser : T.newLabel} grid onClose={onClose}>
      <TextInput form={form} name="firstname" id="admin-user-firstname" label={T.firstname} required />
      <TextInput form={form} name="lastname" id="admin-user-lastname" label={T.lastname} required />
      <TextInput
        form={form}
        name="email"
        id="admin-user-email"
        type="email"
        label={T.email}
        required={!user}
        hint={user ? ADMIN_MESSAGES.emailLocked : undefined}
        options={{ disabled: !!user }}
      />
      {!user && (
        <TextInput
          form={form}
          name="password"
          id="admin-user-password"
          type="password"
          autoComplete="new-password"
          label={T.password}
          required
        />
      )}
      <SelectInput
        form={form}
        name="roles.0"
        id="admin-user-role"
        label={T.role}
        hint={isSuperAdmin ? undefined : ADMIN_MESSAGES.rolesSuperAdminOnly}
        disabled={!isSuperAdmin}
        choices={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
      />
      <SelectInput
        form={form}
        name="statut"
        id="admin-user-statut"
        label={T.status}
        choices={ACCOUNT_STATUSES.map((s) => ({ value: s, label: T.statuses[s] }))}
      />
      <SelectInput
        form={form}
        name="subscriptionPlan"
        id="admin-user-plan"
        label={T.plan}
        hint={T.planHint}
        choices={SUBSCRIPTION_PLANS.map((p) => ({ value: p, label: T.plans[p] }))}
      />
      <Checkbox form={form} name="isVerified" label={T.verifiedAccount} />
    </CrudFormModal>
  );
}
