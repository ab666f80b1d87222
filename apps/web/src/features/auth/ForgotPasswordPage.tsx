import { PageHead } from '@/components/PageHead';
import { paths } from '@/config/paths';
/** Placeholder: the owning feature replaces this page. */
export function ForgotPasswordPage() {
  return (
    <main className="container page">
      <PageHead
        title="Mot de passe oublié"
        description="Recevez un lien pour réinitialiser votre mot de passe."
        canonicalPath={paths.forgotPassword()}
        noindex
      />
      <h1>Mot de passe oublié</h1>
    </main>
  );
}
