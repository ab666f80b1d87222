import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';

import type { AuthModalApi, AuthModalMode } from './auth-modal-types';

const AuthModalContext = createContext<AuthModalApi | null>(null);

// Loaded on first open only, so visitors who never sign in do not download the forms.
const AuthModal = lazy(() => import('./AuthModal').then((m) => ({ default: m.AuthModal })));

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{
    mode: AuthModalMode;
    isOpen: boolean;
    opened: boolean;
    opener: HTMLElement | null;
  }>({ mode: 'login', isOpen: false, opened: false, opener: null });

  const open = useCallback(
    (mode: AuthModalMode = 'login', opener?: HTMLElement | null) =>
      setState({
        mode,
        isOpen: true,
        opened: true,
        opener: opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null),
      }),
    [],
  );
  const close = useCallback(() => setState((s) => ({ ...s, isOpen: false })), []);
  const setMode = useCallback((mode: AuthModalMode) => setState((s) => ({ ...s, mode })), []);

  const api = useMemo<AuthModalApi>(
    () => ({ mode: state.mode, isOpen: state.isOpen, open, close, setMode }),
    [state.mode, state.isOpen, open, close, setMode],
  );

  return (
    <AuthModalContext.Provider value={api}>
      {children}
      {state.opened && (
        <Suspense fallback={null}>
          <AuthModal
            isOpen={state.isOpen}
            mode={state.mode}
            onClose={close}
            onModeChange={setMode}
            opener={state.opener}
          />
        </Suspense>
      )}
    </AuthModalContext.Provider>
  );
}

/** `const { open, close, mode, isOpen } = useAuthModal(); open('register');` */
export function useAuthModal(): AuthModalApi {
  const ctx = useContext(AuthModalContext);
  if (!ctx) throw new Error('useAuthModal must be used within <AuthModalProvider>');
  return ctx;
}
