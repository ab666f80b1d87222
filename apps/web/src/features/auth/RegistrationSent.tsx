import { AUTH_FORM_TEXTS as T } from '@lexfaso/contracts';
import { Button } from '@/components/ui';
import { ResendVerificationButton } from './ResendVerificationButton';

/** The register form after submitting: the server's message, a resend action and the way back to login. */
export function RegistrationSent({
  email,
  message,
  onBackToLogin,
}: {
  email: string;
  message: string;
  onBackToLogin: () => void;
}) {
  return (
    <div className="auth-sent" role="status">
      <div className="account-card__icon" aria-hidden="true">
        ✉️
      </div>
      <p className="auth-sent__title">{T.checkEmail}</p>
      <p className="auth-sent__message">{message}</p>
      <p className="muted">{T.linkValid24h}</p>
      <div className="auth-sent__actions">
        <ResendVerificationButton email={email} />
        <Button type="button" onClick={onBackToLogin}>
          {T.backToLogin}
        </Button>
      </div>
    </div>
  );
}
