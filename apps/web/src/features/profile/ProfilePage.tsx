import { PageHead } from '@/components/PageHead';
import { paths } from '@/config/paths';
/** Placeholder: the owning feature replaces this page. */
export function ProfilePage() {
  return (
    <main className="container page">
      <PageHead
        title="Mon profil"
        description="Gérez vos informations personnelles et la sécurité de votre compte."
        canonicalPath={paths.profile()}
        noindex
      />
      <h1>Mon profil</h1>
    </main>
  );
}
