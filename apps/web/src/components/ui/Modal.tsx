import { CONTROLS_TEXTS } from '@lexfaso/contracts';
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { firstFocusable, isTopmostTrap, useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Visible heading, also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Optional footer (actions). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus on open; defaults to the first focusable one of the body, else the close button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Hide the visible title (still used as the accessible name). */
  hideTitle?: boolean;
  /** Set false for steps that must not be dismissed by Escape or backdrop. */
  dismissible?: boolean;
  className?: string;
  /** The control the focus goes back to on close; default: the one focused when the dialog opened. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * Accessible dialog: portal to <body>, focus trap, Escape, backdrop click, close button,
 * body scroll lock. Used by the auth modal, the premium upsell and the back-office.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  initialFocus,
  hideTitle = false,
  dismissible = true,
  className,
  returnFocusTo,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // A press that starts inside the dialog and ends on the backdrop (text selection) must not close it.
  const pressStartedOnBackdrop = useRef(false);

  const bodyRef = useRef<HTMLDivElement>(null);
  // Forms start in their first field rather than on the close button.
  const pickInitialFocus = useCallback(
    () => initialFocus?.current ?? firstFocusable(bodyRef.current) ?? firstFocusable(dialogRef.current),
    [initialFocus],
  );
  useFocusTrap(dialogRef, isOpen, pickInitialFocus, returnFocusTo);
  useScrollLock(isOpen);

  useEffect(() => {
    if (!isOpen || !dismissible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTopmostTrap(dialogRef.current)) {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, dismissible, onClose]);

  if (!isOpen) return null;

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(e) => {
        pressStartedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        if (dismissible && pressStartedOnBackdrop.current && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              className="modal__close"
              onClick={onClose}
              aria-label={CONTROLS_TEXTS.close}
            >
              ×
            </button>
          )}
        </div>
        <div ref={bodyRef} className="modal__body">
          {children}
        </div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
