import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Paths that also mark the item active (a document page belongs to Recherche). */
  alsoActiveOn?: string[];
}

export const MAIN_NAV: NavItem[] = [
  { label: 'Accueil', to: paths.home() },
  { label: 'Actualités', to: paths.news() },
  { label: 'Recherche', to: paths.search(), alsoActiveOn: ['/document'] },
  { label: 'Contact', to: paths.contact() },
];

export const ACCOUNT_LINKS: NavItem[] = [
  { label: 'Mon profil', to: paths.profile() },
  { label: 'Mes favoris', to: paths.favorites() },
  { label: 'Mes alertes', to: paths.alerts() },
  { label: 'Mes téléchargements', to: paths.downloads() },
];

export function isNavActive(item: NavItem, pathname: string) {
  const matches = (base: string) =>
    base === '/' ? pathname === '/' : pathname === base || pathname.startsWith(`${base}/`);
  return matches(item.to) || (item.alsoActiveOn ?? []).some(matches);
}
