import { PageHead } from '@/components/PageHead';

/** Placeholder: the owning feature replaces this page. */
export function ResetPasswordPage() {
  return (
    <main className="container page">
      <PageHead title="Nouveau mot de passe" description="Choisissez un nouveau mot de passe." noindex />
      <h1>Nouveau mot de passe</h1>
    </main>
  );
}
