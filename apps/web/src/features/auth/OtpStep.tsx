import { AUTH_MESSAGES, CLIENT_MESSAGES, OTP, AUTH_FORM_TEXTS as T } from '@lexfaso/contracts';
import { useState } from 'react';
import { useNotify } from '@/components/notifications';
import { Button } from '@/components/ui';
import { authApi, errorMessage } from './auth-api';
import { useSignedIn } from './use-signed-in';

export type OtpTarget = { phone: string } | { email: string; password: string };

interface Props {
  target: OtpTarget;
  onSignedIn: () => void;
  /** 'Modifier': back to the previous step to change the number or the credentials. */
  onEdit: () => void;
}

/** Code entry when a login answer asks for it (public-area.md §4): 6 digits, resend and edit actions. */
export function OtpStep({ target, onSignedIn, onEdit }: Props) {
  const signedIn = useSignedIn(onSignedIn);
  const { notify } = useNotify();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code) return setError(AUTH_MESSAGES.otpRequired);
    setBusy(true);
    setError(null);
    try {
      const answer = await authApi.login({ ...target, otp: code });
      if (answer.token && answer.user) signedIn(answer.token, answer.user);
      else setError(CLIENT_MESSAGES.otpInvalid);
    } catch (e) {
      setError(errorMessage(e, CLIENT_MESSAGES.verify));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      const answer =
        'phone' in target ? await authApi.requestOtp(target.phone) : await authApi.login({ ...target });
      notify({ type: 'success', message: answer.message || AUTH_MESSAGES.otpSent });
    } catch (e) {
      setError(errorMessage(e, CLIENT_MESSAGES.otpSend));
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="muted">{T.otpPrompt(OTP.length, 'phone' in target ? target.phone : null)}</p>
      <div className="field">
        <label className="field__label" htmlFor="otp-code">
          {T.otpCode}
        </label>
        <input
          id="otp-code"
          className="input otp-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP.length}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP.length))}
          aria-invalid={!!error || undefined}
        />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <Button
        type="submit"
        className="auth-form__submit"
        isLoading={busy}
        disabled={code.length !== OTP.length}
      >
        {T.verify}
      </Button>
      <div className="auth-form__links">
        <button type="button" className="link-button" onClick={resend}>
          {T.resendCode}
        </button>
        <button type="button" className="link-button" onClick={onEdit}>
          {T.edit}
        </button>
      </div>
    </form>
  );
}
