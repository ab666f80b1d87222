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
      <p className="auth-sent__title">Vérifiez votre boîte mail</p>
      <p className="auth-sent__message">{message}</p>
      <p className="muted">Le lien est valable 24 heures. Pensez à vérifier vos courriers indésirables.</p>
      <div className="auth-sent__actions">
        <ResendVerificationButton email={email} />
        <Button type="button" onClick={onBackToLogin}>
          Retour à la connexion
        </Button>
      </div>
    </div>
  );
}
