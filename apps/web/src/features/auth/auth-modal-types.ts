export type AuthModalMode = 'login' | 'register';

export interface AuthModalApi {
  mode: AuthModalMode;
  isOpen: boolean;
  open: (mode?: AuthModalMode) => void;
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
}
