import { PageHead } from '@/components/PageHead';

/** Placeholder: the owning feature replaces this page. */
export function DocumentPage() {
  return (
    <main className="container page">
      <PageHead title="Document" description="Consultation d'un texte juridique burkinabè." />
      <h1>Document</h1>
    </main>
  );
}
