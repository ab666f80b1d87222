export type AuthModalMode = 'login' | 'register';

export interface AuthModalApi {
  mode: AuthModalMode;
  isOpen: boolean;
  /**
   * `opener`: the control the focus goes back to on close (default: the focused element). When it is
   * hidden by then (a phone menu that closed), the focus goes to the visible button of that menu.
   */
  open: (mode?: AuthModalMode, opener?: HTMLElement | null) => void;
  close: () => void;
  /** Switch tabs inside an open modal. */
  setMode: (mode: AuthModalMode) => void;
}

/** Props the auth modal receives; AuthModal.tsx implements them. */
export interface AuthModalProps {
  isOpen: boolean;
  mode: AuthModalMode;
  onClose: () => void;
  onModeChange: (mode: AuthModalMode) => void;
  /** Where the focus goes back on close. */
  opener: HTMLElement | null;
}
