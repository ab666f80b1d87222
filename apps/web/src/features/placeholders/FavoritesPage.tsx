import { PLACEHOLDER_TEXTS } from '@lexfaso/contracts';
import { paths } from '@/config/paths';
import { PlaceholderPage } from './PlaceholderPage';

export function FavoritesPage() {
  return <PlaceholderPage {...PLACEHOLDER_TEXTS.favorites} path={paths.favorites()} />;
}
