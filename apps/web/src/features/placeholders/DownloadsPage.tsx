import { paths } from '@/config/paths';
import { PlaceholderPage } from './PlaceholderPage';

export function DownloadsPage() {
  return (
    <PlaceholderPage
      title="Mes téléchargements"
      text="L'historique des documents PDF que vous avez téléchargés sera bientôt disponible ici."
      path={paths.downloads()}
    />
  );
}
