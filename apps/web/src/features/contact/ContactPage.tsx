import { PageHead } from '@/components/PageHead';
import { paths } from '@/config/paths';
/** Placeholder: the owning feature replaces this page. */
export function ContactPage() {
  return (
    <main className="container page">
      <PageHead
        title="Contact"
        description="Contactez l'équipe : questions, suggestions, offre Premium."
        canonicalPath={paths.contact()}
      />
      <h1>Contact</h1>
    </main>
  );
}
