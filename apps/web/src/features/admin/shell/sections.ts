import { ADMIN_SHELL_TEXTS } from '@lexfaso/contracts';

const { sections: labels } = ADMIN_SHELL_TEXTS;

/** The sections of the back-office (back-office.md §2): switched without changing the route. */
export const SECTIONS = [
  { id: 'dashboard', label: labels.dashboard, icon: '▦' },
  { id: 'users', label: labels.users, icon: '◉' },
  { id: 'documents', label: labels.documents, icon: '▤' },
  { id: 'domains', label: labels.domains, icon: '▣' },
  { id: 'types', label: labels.types, icon: '◆' },
  { id: 'bodies', label: labels.bodies, icon: '▥' },
  { id: 'news', label: labels.news, icon: '◈' },
  { id: 'categories', label: labels.categories, icon: '●' },
  { id: 'settings', label: labels.settings, icon: '⚙' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
