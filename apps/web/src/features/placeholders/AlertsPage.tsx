import { PLACEHOLDER_TEXTS } from '@lexfaso/contracts';
import { paths } from '@/config/paths';
import { PlaceholderPage } from './PlaceholderPage';

export function AlertsPage() {
  return <PlaceholderPage {...PLACEHOLDER_TEXTS.alerts} path={paths.alerts()} />;
}
