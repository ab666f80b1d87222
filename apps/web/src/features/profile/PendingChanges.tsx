import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_MESSAGES, PhoneChangeConfirmRequest, PROFILE_TEXTS } from '@lexfaso/contracts';
import { useForm } from 'react-hook-form';
import { useNotify } from '@/components/notifications';
import { Button, Field, fieldsOf } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';
import { confirmPhoneChange } from './api/confirm-phone-change';

const P = PROFILE_TEXTS.pending;

/** A new email or phone asked for on the profile, not yet confirmed. */
export interface PendingIdentifiers {
  email?: string;
  phone?: string;
}

/**
 * What waits for confirmation after a profile update: the new email (its link was mailed there) and the new
 * phone, whose SMS code is typed here. The account keeps its current email and phone until then.
 */
export function PendingChanges({
  pending,
  onChange,
}: {
  pending: PendingIdentifiers;
  onChange: (pending: PendingIdentifiers) => void;
}) {
  if (!pending.email && !pending.phone) return null;
  return (
    <section className="profile-pending" role="status" aria-label={P.title}>
      <h3>{P.title}</h3>
      {pending.email && <p>{P.email(pending.email)}</p>}
      {pending.phone && (
        <>
          <p>{P.phone(pending.phone)}</p>
          <PhoneCodeForm onConfirmed={() => onChange({ email: pending.email })} />
        </>
      )}
    </section>
  );
}

function PhoneCodeForm({ onConfirmed }: { onConfirmed: () => void }) {
  const { setUser } = useAuth();
  const { notify } = useNotify();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PhoneChangeConfirmRequest>({
    resolver: zodResolver(PhoneChangeConfirmRequest),
    defaultValues: { otp: '' },
  });
  const field = fieldsOf('phone-change', errors);

  const onSubmit = handleSubmit(async ({ otp }) => {
    try {
      const answer = await confirmPhoneChange(otp);
      setUser(answer.user);
      notify({ type: 'success', message: answer.message });
      onConfirmed();
    } catch (error) {
      setError('otp', { message: isApiError(error) ? error.message : CLIENT_MESSAGES.unexpected });
    }
  });

  return (
    <form className="profile-pending__code" onSubmit={onSubmit} noValidate>
      <Field label={P.code} {...field('otp')}>
        {(control) => (
          <input
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...control}
            {...register('otp')}
          />
        )}
      </Field>
      <Button type="submit" isLoading={isSubmitting}>
        {P.confirm}
      </Button>
    </form>
  );
}
