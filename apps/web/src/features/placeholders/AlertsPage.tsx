import { paths } from '@/config/paths';
import { PlaceholderPage } from './PlaceholderPage';

export function AlertsPage() {
  return (
    <PlaceholderPage
      title="Mes alertes"
      text="Vous pourrez bientôt être averti de la publication de nouveaux textes dans vos domaines."
      path={paths.alerts()}
    />
  );
}
