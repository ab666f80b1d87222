/** The sections of the back-office (back-office.md §2): switched without changing the route. */
export const SECTIONS = [
  { id: 'dashboard', label: 'Tableau de bord', icon: '▦' },
  { id: 'users', label: 'Utilisateurs', icon: '◉' },
  { id: 'documents', label: 'Documents', icon: '▤' },
  { id: 'domains', label: 'Domaines', icon: '▣' },
  { id: 'types', label: 'Types de documents', icon: '◆' },
  { id: 'bodies', label: 'Organismes', icon: '▥' },
  { id: 'news', label: 'Actualités', icon: '◈' },
  { id: 'categories', label: 'Catégories', icon: '●' },
  { id: 'settings', label: 'Paramètres', icon: '⚙' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
