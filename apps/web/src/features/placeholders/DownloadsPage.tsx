import { PLACEHOLDER_TEXTS } from '@lexfaso/contracts';
import { paths } from '@/config/paths';
import { PlaceholderPage } from './PlaceholderPage';

export function DownloadsPage() {
  return <PlaceholderPage {...PLACEHOLDER_TEXTS.downloads} path={paths.downloads()} />;
}
