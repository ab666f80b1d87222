import { PageHead } from '@/components/PageHead';
import { paths } from '@/config/paths';
/** Placeholder: the owning feature replaces this page. */
export function HomePage() {
  return (
    <main className="container page">
      <PageHead
        title="Le droit burkinabè en ligne"
        description="Lois, décrets, jurisprudence et actualités juridiques du Burkina Faso, accessibles en ligne."
        canonicalPath={paths.home()}
      />
      <h1>Le droit burkinabè en ligne</h1>
    </main>
  );
}
