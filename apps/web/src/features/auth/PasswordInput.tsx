import { AUTH_FORM_TEXTS as T } from '@lexfaso/contracts';
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
          aria-label={visible ? T.hidePassword : T.showPassword}
          aria-pressed={visible}
        >
          {visible ? T.hide : T.show}
        </button>
      </div>
    );
  },
);
