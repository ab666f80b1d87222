import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MESSAGES,
  CLIENT_MESSAGES,
  normalizePhone,
  PROFILE_TEXTS,
  type ProfileUpdate,
  type ProfileUpdateInput,
  ProfileUpdateRequest,
  USER_STATUT_LABELS,
  USER_STATUTS,
  type UserStatut,
} from '@lexfaso/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNotify } from '@/components/notifications';
import { Button, Field, fieldsOf } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';
import type { AuthUser } from '@/types/user';

const F = PROFILE_TEXTS.form;

import { updateProfile } from './api/update-profile';
import { PendingChanges, type PendingIdentifiers } from './PendingChanges';

const toForm = (user: AuthUser): ProfileUpdateInput => ({
  firstname: user.firstname ?? '',
  lastname: user.lastname ?? '',
  email: user.email ?? '',
  phone: user.phone ?? '',
  statut: (USER_STATUTS as readonly string[]).includes(user.statut ?? '')
    ? (user.statut as UserStatut)
    : undefined,
  profession: user.profession ?? '',
  organization: user.organization ?? '',
  specialties: (user.specialties ?? []).join(', '),
  currentPassword: '',
});

/** The phone as the server will store it, to tell whether the form changes the account's number. */
const asStoredPhone = (value: string | null | undefined) =>
  value?.trim() ? (normalizePhone(value) ?? value.trim()) : '';

/** The personal-information tab: every rule of public-area.md §5 Profile, checked again by the server. */
export function PersonalInfoForm({ user }: { user: AuthUser }) {
  const { token, isAuthenticated, setUser } = useAuth();
  const { notify } = useNotify();
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingIdentifiers>({});
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateRequest),
    defaultValues: toForm(user),
  });
  // A new email or phone takes the current password, and effect only once confirmed (decisions.md §5).
  const changesIdentifier =
    (watch('email') ?? '').trim().toLowerCase() !== (user.email ?? '') ||
    asStoredPhone(watch('phone')) !== (user.phone ?? '');

  const onSubmit = handleSubmit(async (parsed) => {
    setServerError(null);
    if (!token || !isAuthenticated) {
      setServerError(`${AUTH_MESSAGES.profileNotSignedIn}. ${AUTH_MESSAGES.profilePageReconnect}`);
      return;
    }
    try {
      // The parsed values are already normalised (lower-cased email, +226 phone); the server checks them again.
      const answer = await updateProfile(parsed);
      setUser(answer.user);
      reset(toForm(answer.user));
      if (answer.pendingEmail || answer.pendingPhone)
        setPending({ email: answer.pendingEmail, phone: answer.pendingPhone });
      notify({ type: 'success', message: answer.message || AUTH_MESSAGES.profileUpdated });
    } catch (error) {
      let message: string = CLIENT_MESSAGES.unexpected;
      if (isApiError(error)) {
        message =
          error.status === 401
            ? `${AUTH_MESSAGES.sessionExpired}. ${AUTH_MESSAGES.profilePageReconnect}`
            : error.message;
        for (const e of error.errors) {
          if (e.field in toForm(user)) setError(e.field as keyof ProfileUpdateInput, { message: e.message });
        }
      }
      setServerError(message);
      notify({ type: 'error', title: AUTH_MESSAGES.profileUpdateFailed, message });
    }
  });

  const field = fieldsOf('profile', errors);

  return (
    <>
      <form id="profile-form" className="profile-form" onSubmit={onSubmit} noValidate>
        <div className="profile-form__grid">
          <Field label={F.firstname} {...field('firstname')}>
            {(control) => (
              <input className="input" autoComplete="given-name" {...control} {...register('firstname')} />
            )}
          </Field>
          <Field label={F.lastname} {...field('lastname')}>
            {(control) => (
              <input className="input" autoComplete="family-name" {...control} {...register('lastname')} />
            )}
          </Field>
          <Field label={F.email} {...field('email')}>
            {(control) => (
              <input
                className="input"
                type="email"
                autoComplete="email"
                {...control}
                {...register('email')}
              />
            )}
          </Field>
          <Field label={F.phone} {...field('phone')}>
            {(control) => (
              <input
                className="input"
                type="tel"
                autoComplete="tel"
                placeholder="+226 70 12 34 56"
                {...control}
                {...register('phone')}
              />
            )}
          </Field>
          <Field label={F.statut} {...field('statut')}>
            {(control) => (
              <select className="input" {...control} {...register('statut')}>
                {USER_STATUTS.map((s) => (
                  <option key={s} value={s}>
                    {USER_STATUT_LABELS[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={F.profession} {...field('profession')}>
            {(control) => <input className="input" {...control} {...register('profession')} />}
          </Field>
          <Field label={F.organization} {...field('organization')}>
            {(control) => (
              <input
                className="input"
                autoComplete="organization"
                {...control}
                {...register('organization')}
              />
            )}
          </Field>
          <Field label={F.specialties} hint={F.specialtiesHint} {...field('specialties')}>
            {(control) => <input className="input" {...control} {...register('specialties')} />}
          </Field>
          {changesIdentifier && (
            <Field label={F.currentPassword} hint={F.currentPasswordHint} {...field('currentPassword')}>
              {(control) => (
                <input
                  className="input"
                  type="password"
                  autoComplete="current-password"
                  {...control}
                  {...register('currentPassword')}
                />
              )}
            </Field>
          )}
        </div>
        {serverError && (
          <p className="form-error" role="alert">
            {serverError}
          </p>
        )}
        <div className="actions">
          <Button type="submit" isLoading={isSubmitting}>
            {F.save}
          </Button>
          <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => reset(toForm(user))}>
            {F.cancel}
          </Button>
        </div>
      </form>
      <PendingChanges pending={pending} onChange={setPending} />
    </>
  );
}
