import { PageHead } from '@/components/PageHead';
import { paths } from '@/config/paths';
/** Placeholder: the owning feature replaces this page. */
export function SearchPage() {
  return (
    <main className="container page">
      <PageHead
        title="Recherchez dans le droit burkinabè"
        description="Recherche dans les lois, décrets, codes et décisions de justice du Burkina Faso."
        canonicalPath={paths.search()}
      />
      <h1>Recherchez dans le droit burkinabè</h1>
    </main>
  );
}
