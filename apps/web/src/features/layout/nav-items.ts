import { LAYOUT_TEXTS } from '@lexfaso/contracts';
import { paths } from '@/config/paths';

const { nav, account } = LAYOUT_TEXTS;

interface NavItem {
  label: string;
  to: string;
  /** Paths that also mark the item active (a document page belongs to Recherche). */
  alsoActiveOn?: string[];
}

export const MAIN_NAV: NavItem[] = [
  { label: nav.home, to: paths.home() },
  { label: nav.news, to: paths.news() },
  { label: nav.search, to: paths.search(), alsoActiveOn: ['/document'] },
  { label: nav.contact, to: paths.contact() },
];

export const ACCOUNT_LINKS: NavItem[] = [
  { label: account.profile, to: paths.profile() },
  { label: account.favorites, to: paths.favorites() },
  { label: account.alerts, to: paths.alerts() },
  { label: account.downloads, to: paths.downloads() },
];

export function isNavActive(item: NavItem, pathname: string) {
  const matches = (base: string) =>
    base === '/' ? pathname === '/' : pathname === base || pathname.startsWith(`${base}/`);
  return matches(item.to) || (item.alsoActiveOn ?? []).some(matches);
}
