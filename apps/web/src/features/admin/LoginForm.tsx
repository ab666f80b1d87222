import { ADMIN_MESSAGES, AdminLoginAnswer, AdminLoginBody } from '@lexfaso/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Field } from '@/components/ui';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { apiRequest, isApiError } from '@/lib/api-client';

/** Admin login (back-office.md §2, §5, §8): email and password; only a token in the answer signs in. */
export function LoginForm({ onSignedIn }: { onSignedIn: (answer: AdminLoginAnswer) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = AdminLoginBody.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const answer = await apiRequest<unknown>('/admin/auth/login', {
        method: 'POST',
        body: parsed.data,
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      const checked = AdminLoginAnswer.safeParse(answer);
      if (!checked.success || !checked.data.token) {
        setError(ADMIN_MESSAGES.invalidAuthAnswer);
        return;
      }
      onSignedIn(checked.data);
    } catch (e) {
      if (isApiError(e) && e.status === 401) setError(ADMIN_MESSAGES.loginFailed);
      else setError(isApiError(e) && e.message ? e.message : ADMIN_MESSAGES.loginError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="admin-login">
      <form className="admin-login__card" onSubmit={submit} noValidate>
        <p className="admin-login__brand">{PRODUCT_NAME}</p>
        <h1>Administration</h1>
        <p className="muted">Connectez-vous avec votre compte administrateur.</p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <Field id="admin-email" label="Email" error={fieldErrors.email}>
          {(control) => (
            <input
              className="input"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              {...control}
            />
          )}
        </Field>
        <Field id="admin-password" label="Mot de passe" error={fieldErrors.password}>
          {(control) => (
            <input
              className="input"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              {...control}
            />
          )}
        </Field>
        <Button type="submit" isLoading={busy} className="admin-login__submit">
          Se connecter
        </Button>
        <a className="admin-login__back" href={paths.home()}>
          ← Retour au site public
        </a>
      </form>
    </main>
  );
}
