import { forwardRef, type InputHTMLAttributes, useState } from 'react';

/** A password field with a show/hide toggle (the toggle keeps the field's value and focus order). */
export const PasswordInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function PasswordInput({ className, ...props }, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <div className="password-input">
        <input
          ref={ref}
          {...props}
          type={visible ? 'text' : 'password'}
          className={['input', className].filter(Boolean).join(' ')}
        />
        <button
          type="button"
          className="password-input__toggle"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          aria-pressed={visible}
        >
          {visible ? 'Masquer' : 'Afficher'}
        </button>
      </div>
    );
  },
);
