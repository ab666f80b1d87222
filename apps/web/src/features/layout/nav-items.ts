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
  { label: nav[0], to: paths.home() },
  { label: nav[1], to: paths.news() },
  { label: nav[2], to: paths.search(), alsoActiveOn: ['/document'] },
  { label: nav[3], to: paths.contact() },
];

export const ACCOUNT_LINKS: NavItem[] = [
  { label: account[0], to: paths.profile() },
  { label: account[1], to: paths.favorites() },
  { label: account[2], to: paths.alerts() },
  { label: account[3], to: paths.downloads() },
];

export function isNavActive(item: NavItem, pathname: string) {
  const matches = (base: string) =>
    base === '/' ? pathname === '/' : pathname === base || pathname.startsWith(`${base}/`);
  return matches(item.to) || (item.alsoActiveOn ?? []).some(matches);
}
