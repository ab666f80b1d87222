import { LAYOUT_TEXTS as T } from '@lexfaso/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useAuth } from '@/lib/auth-state';
import { AuthButtons } from './AuthButtons';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { UserMenu } from './UserMenu';

const MOBILE_MENU_ID = 'mobile-menu';

export function Header() {
  const { isAuthenticated } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu on every navigation
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home()} className="brand" aria-label={T.home(PRODUCT_NAME)}>
          <Logo />
          <span className="brand__name">{PRODUCT_NAME}</span>
        </Link>
        <nav className="site-nav" aria-label={T.mainNav}>
          <MainNav className="site-nav__list" />
        </nav>
        <div className="site-header__actions">{isAuthenticated ? <UserMenu /> : <AuthButtons />}</div>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? T.closeMenu : T.openMenu}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span className={menuOpen ? 'hamburger is-open' : 'hamburger'} aria-hidden="true" />
        </button>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
