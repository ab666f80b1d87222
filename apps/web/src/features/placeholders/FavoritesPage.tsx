import { paths } from '@/config/paths';
import { PlaceholderPage } from './PlaceholderPage';

export function FavoritesPage() {
  return (
    <PlaceholderPage
      title="Mes favoris"
      text="Retrouvez bientôt ici les textes et décisions que vous aurez mis de côté."
      path={paths.favorites()}
    />
  );
}
