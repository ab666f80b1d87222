import { Link, useLocation } from 'react-router';
import { isNavActive, MAIN_NAV } from './nav-items';

/** The four main links; the current one gets aria-current="page" (styled as active). */
export function MainNav({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {MAIN_NAV.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            aria-current={isNavActive(item, pathname) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
