import { ADMIN_ROLES, hasAnyRole, LAYOUT_TEXTS } from '@lexfaso/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-state';
import { ACCOUNT_LINKS } from './nav-items';

/** Account links and the sign-out action, shared by the user menu and the mobile menu. */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user, logout } = useAuth();
  return (
    <ul className="account-links">
      {ACCOUNT_LINKS.map((item) => (
        <li key={item.to}>
          <Link to={item.to} onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      ))}
      {hasAnyRole(user?.roles, ADMIN_ROLES) && (
        <li>
          <Link to={paths.admin()} onClick={onNavigate}>
            {LAYOUT_TEXTS.admin}
          </Link>
        </li>
      )}
      <li className="account-links__separator">
        <button
          type="button"
          className="account-links__logout"
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
        >
          {LAYOUT_TEXTS.signOut}
        </button>
      </li>
    </ul>
  );
}
