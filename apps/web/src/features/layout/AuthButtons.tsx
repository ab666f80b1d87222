import { LAYOUT_TEXTS } from '@lexfaso/contracts';
import { useAuthModal } from '@/features/auth/auth-modal-context';

/** Signed-out actions: each opens the auth modal in its mode. */
export function AuthButtons({ onAction, stacked = false }: { onAction?: () => void; stacked?: boolean }) {
  const { open } = useAuthModal();
  return (
    <div className={stacked ? 'auth-buttons auth-buttons--stacked' : 'auth-buttons'}>
      <button
        type="button"
        className="btn btn--outline btn--sm"
        onClick={(event) => {
          onAction?.();
          open('login', event.currentTarget);
        }}
      >
        {LAYOUT_TEXTS.signIn}
      </button>
      <button
        type="button"
        className="btn btn--accent btn--sm"
        onClick={(event) => {
          onAction?.();
          open('register', event.currentTarget);
        }}
      >
        {LAYOUT_TEXTS.register}
      </button>
    </div>
  );
}
