import { PageHead } from '@/components/PageHead';
import { paths } from '@/config/paths';
/** Placeholder: the owning feature replaces this page. */
export function NewsListPage() {
  return (
    <main className="container page">
      <PageHead
        title="Actualités juridiques"
        description="Les dernières actualités du droit au Burkina Faso : réformes, jurisprudence, annonces officielles."
        canonicalPath={paths.news()}
      />
      <h1>Actualités juridiques</h1>
    </main>
  );
}
