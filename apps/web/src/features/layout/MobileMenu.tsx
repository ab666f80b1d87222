import { LAYOUT_TEXTS } from '@lexfaso/contracts';
import { useAuth } from '@/lib/auth-state';
import { AccountLinks } from './AccountLinks';
import { AuthButtons } from './AuthButtons';
import { MainNav } from './MainNav';
import { userSummary } from './user-summary';

/** Small-screen panel mirroring the header; its open state lives in Header. */
export function MobileMenu({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { user, isAuthenticated } = useAuth();
  const { name, statut, contact } = userSummary(user);
  return (
    <div id={id} className="mobile-menu" hidden={!open}>
      <nav aria-label={LAYOUT_TEXTS.mobileNav}>
        <MainNav className="mobile-menu__nav" onNavigate={onClose} />
      </nav>
      <div className="mobile-menu__account">
        {isAuthenticated ? (
          <>
            <div className="user-menu__summary">
              <strong>{name}</strong>
              {statut && <span className="user-menu__statut">{statut}</span>}
              {contact && <span className="user-menu__contact">{contact}</span>}
            </div>
            <AccountLinks onNavigate={onClose} />
          </>
        ) : (
          <AuthButtons onAction={onClose} stacked />
        )}
      </div>
    </div>
  );
}
