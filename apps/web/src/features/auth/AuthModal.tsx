import { AUTH_FORM_TEXTS as T } from '@lexfaso/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Modal } from '@/components/ui';
import type { AuthModalProps } from './auth-modal-types';
import { LoginForm } from './LoginForm';
import { OtpStep, type OtpTarget } from './OtpStep';
import { RegisterForm } from './RegisterForm';
import './auth.css';

type Method = 'email' | 'phone';

/**
 * Login / register modal (public-area.md §2): Escape, backdrop, close button, scroll lock and focus trap
 * come from the shared Modal. The phone tab is disabled: it only shows the maintenance message.
 */
export function AuthModal({ isOpen, mode, onClose, onModeChange, opener }: AuthModalProps) {
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

  const title = otpTarget ? T.verification : mode === 'login' ? T.login : T.register;

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      size="sm"
      className="auth-modal"
      returnFocusTo={opener}
    >
      {!otpTarget && (
        <>
          <div className="auth-modal__modes">
            <button type="button" aria-pressed={mode === 'login'} onClick={() => switchMode('login')}>
              {T.login}
            </button>
            <button type="button" aria-pressed={mode === 'register'} onClick={() => switchMode('register')}>
              {T.register}
            </button>
          </div>
          <div className="auth-modal__methods" role="group" aria-label={T.method}>
            <button type="button" aria-pressed={method === 'email'} onClick={() => setMethod('email')}>
              {T.email}
            </button>
            <button
              type="button"
              aria-pressed={method === 'phone'}
              className="is-disabled"
              // Still clickable on purpose: the click explains why the tab is unavailable.
              onClick={() => setMethod('phone')}
            >
              {T.phone}
              <span className="visually-hidden">{T.unavailable}</span>
            </button>
          </div>
        </>
      )}

      {otpTarget ? (
        <OtpStep target={otpTarget} onSignedIn={onClose} onEdit={() => setOtpTarget(null)} />
      ) : method === 'phone' ? (
        <div className="auth-modal__maintenance" role="status">
          <p>{T.phoneMaintenance}</p>
          <button type="button" className="btn btn--primary" onClick={() => setMethod('email')}>
            {T.useEmail}
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
              {T.noAccount}
              <button type="button" className="link-button" onClick={() => switchMode('register')}>
                {T.signUp}
              </button>
            </>
          ) : (
            <>
              {T.alreadyRegistered}
              <button type="button" className="link-button" onClick={() => switchMode('login')}>
                {T.signIn}
              </button>
            </>
          )}
        </p>
      )}
    </Modal>
  );
}
