import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  type AdminLoginAnswer,
  AdminLoginBody,
  ADMIN_SHELL_TEXTS as T,
} from '@lexfaso/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Field, fieldsOf } from '@/components/ui';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { isApiError } from '@/lib/api-client';
import { useSignIn } from './api/sign-in';

/** Admin login (back-office.md §2, §5, §8): email and password; only a token in the answer signs in. */
export function LoginForm({ onSignedIn }: { onSignedIn: (answer: AdminLoginAnswer) => void }) {
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginBody>({
    resolver: zodResolver(AdminLoginBody),
    defaultValues: { email: '', password: '' },
  });
  const field = fieldsOf('admin', errors);

  const submit = async (body: AdminLoginBody) => {
    try {
      const answer = await signIn.mutateAsync(body);
      if (answer) onSignedIn(answer);
      else setError(ADMIN_MESSAGES.invalidAuthAnswer);
    } catch (e) {
      if (isApiError(e) && e.status === 401) setError(ADMIN_MESSAGES.loginFailed);
      else setError(isApiError(e) && e.message ? e.message : ADMIN_MESSAGES.loginError);
    }
  };

  return (
    <main className="admin-login">
      <form
        className="admin-login__card"
        onSubmit={(event) => {
          setError(null);
          return handleSubmit(submit)(event);
        }}
        noValidate
      >
        <p className="admin-login__brand">{PRODUCT_NAME}</p>
        <h1>{T.title}</h1>
        <p className="muted">{T.loginLead}</p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <Field label={T.email} {...field('email')}>
          {(control) => (
            <input
              className="input"
              type="email"
              autoComplete="username"
              required
              {...control}
              {...register('email')}
            />
          )}
        </Field>
        <Field label={T.password} {...field('password')}>
          {(control) => (
            <input
              className="input"
              type="password"
              autoComplete="current-password"
              required
              {...control}
              {...register('password')}
            />
          )}
        </Field>
        <Button type="submit" isLoading={signIn.isPending} className="admin-login__submit">
          {T.signIn}
        </Button>
        <a className="admin-login__back" href={paths.home()}>
          {T.backToSite}
        </a>
      </form>
    </main>
  );
}
