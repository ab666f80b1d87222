import { PageHead } from '@/components/PageHead';

/** Placeholder: the owning feature replaces this page. */
export function NewsDetailPage() {
  return (
    <main className="container page">
      <PageHead title="Actualité" description="Actualité juridique du Burkina Faso." />
      <h1>Actualité</h1>
    </main>
  );
}
