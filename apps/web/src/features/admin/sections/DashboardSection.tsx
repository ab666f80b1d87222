import type { DashboardAnswer } from '@lexfaso/contracts';
import { LoadingBlock } from '@/components/ui';
import { useAdminQuery } from '../lib/hooks';
import { LoadError } from './LoadError';

const CARDS = [
  { key: 'users', label: 'Utilisateurs', icon: '◉' },
  { key: 'documents', label: 'Documents', icon: '▤' },
  { key: 'published', label: 'Publiés', icon: '✔' },
  { key: 'domains', label: 'Domaines', icon: '▣' },
] as const;

/** The four stat cards of back-office.md §2. */
export function DashboardSection() {
  const query = useAdminQuery<DashboardAnswer>('/admin/dashboard');
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <LoadError onRetry={() => query.refetch()} />;
  const fmt = new Intl.NumberFormat('fr-FR');
  return (
    <div className="admin-stats">
      {CARDS.map((c) => (
        <div className="admin-stat card" key={c.key}>
          <span className="admin-stat__icon" aria-hidden="true">
            {c.icon}
          </span>
          <span className="admin-stat__value">{fmt.format(query.data[c.key])}</span>
          <span className="admin-stat__label">{c.label}</span>
        </div>
      ))}
    </div>
  );
}
