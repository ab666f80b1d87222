import { PageHead } from '@/components/PageHead';

/**
 * Entry of the /admin back-office, mounted at /admin/* outside the public layout and
 * loaded as its own chunk. Placeholder: the back-office feature replaces it (it can
 * declare its own <Routes> relative to /admin).
 */
export function AdminApp() {
  return (
    <main className="container page">
      <PageHead title="Administration" description="Espace d'administration." noindex />
      <h1>Administration</h1>
    </main>
  );
}
