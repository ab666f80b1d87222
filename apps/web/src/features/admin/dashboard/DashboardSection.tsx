import { ADMIN_SHELL_TEXTS } from '@lexfaso/contracts';
import { LoadingBlock } from '@/components/ui';
import { LoadError } from '../crud/LoadError';
import { useDashboard } from './api/get-dashboard';

const CARDS = [
  { key: 'users', icon: '◉' },
  { key: 'documents', icon: '▤' },
  { key: 'published', icon: '✔' },
  { key: 'domains', icon: '▣' },
] as const;

/** The four stat cards of back-office.md §2. */
export function DashboardSection() {
  const query = useDashboard();
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
          <span className="admin-stat__label">{ADMIN_SHELL_TEXTS.stats[c.key]}</span>
        </div>
      ))}
    </div>
  );
}
