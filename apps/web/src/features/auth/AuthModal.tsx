import { useCallback, useEffect, useState } from 'react';
import { Modal } from '@/components/ui';
import type { AuthModalProps } from './auth-modal-types';
import { LoginForm } from './LoginForm';
import { OtpStep, type OtpTarget } from './OtpStep';
import { RegisterForm } from './RegisterForm';
import './auth.css';

type Method = 'email' | 'phone';

export const PHONE_MAINTENANCE_MESSAGE =
  "L'authentification par téléphone est temporairement indisponible pour cause de maintenance. Veuillez utiliser votre adresse email.";

/**
 * Login / register modal (public-area.md §2): Escape, backdrop, close button, scroll lock and focus trap
 * come from the shared Modal. The phone tab is disabled: it only shows the maintenance message.
 */
export function AuthModal({ isOpen, mode, onClose, onModeChange }: AuthModalProps) {
  const [method, setMethod] = useState<Method>('email');
  const [otpTarget, setOtpTarget] = useState<OtpTarget | null>(null);

  // Each opening starts on the email form.
  useEffect(() => {
    if (isOpen) {
      setMethod('email');
      setOtpTarget(null);
    }
  }, [isOpen]);

  const switchMode = useCallback(
    (next: 'login' | 'register') => {
      setOtpTarget(null);
      onModeChange(next);
    },
    [onModeChange],
  );

  const title = otpTarget ? 'Vérification' : mode === 'login' ? 'Connexion' : 'Inscription';

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} size="sm" className="auth-modal">
      {!otpTarget && (
        <>
          <div className="auth-modal__modes">
            <button type="button" aria-pressed={mode === 'login'} onClick={() => switchMode('login')}>
              Connexion
            </button>
            <button type="button" aria-pressed={mode === 'register'} onClick={() => switchMode('register')}>
              Inscription
            </button>
          </div>
          <div className="auth-modal__methods" role="group" aria-label="Méthode">
            <button type="button" aria-pressed={method === 'email'} onClick={() => setMethod('email')}>
              Email
            </button>
            <button
              type="button"
              aria-pressed={method === 'phone'}
              className="is-disabled"
              // Still clickable on purpose: the click explains why the tab is unavailable.
              onClick={() => setMethod('phone')}
            >
              Téléphone<span className="visually-hidden"> (indisponible)</span>
            </button>
          </div>
        </>
      )}

      {otpTarget ? (
        <OtpStep target={otpTarget} onSignedIn={onClose} onEdit={() => setOtpTarget(null)} />
      ) : method === 'phone' ? (
        <div className="auth-modal__maintenance" role="status">
          <p>{PHONE_MAINTENANCE_MESSAGE}</p>
          <button type="button" className="btn btn--primary" onClick={() => setMethod('email')}>
            Utiliser l'email
          </button>
        </div>
      ) : mode === 'login' ? (
        <LoginForm onSignedIn={onClose} onOtpRequired={setOtpTarget} onNavigate={onClose} />
      ) : (
        <RegisterForm onBackToLogin={() => switchMode('login')} />
      )}

      {!otpTarget && method === 'email' && (
        <p className="auth-modal__switch">
          {mode === 'login' ? (
            <>
              Pas encore de compte ?{' '}
              <button type="button" className="link-button" onClick={() => switchMode('register')}>
                S'inscrire
              </button>
            </>
          ) : (
            <>
              Déjà inscrit ?{' '}
              <button type="button" className="link-button" onClick={() => switchMode('login')}>
                Se connecter
              </button>
            </>
          )}
        </p>
      )}
    </Modal>
  );
}
