import { PageHead } from '@/components/PageHead';
import { useComingSoonOnMount } from '@/hooks/use-coming-soon';

/** Announced features (favourites, alerts, downloads): a title, one line, and the 3 s toast. */
export function PlaceholderPage({ title, text, path }: { title: string; text: string; path: string }) {
  useComingSoonOnMount();
  return (
    <main className="container page">
      <PageHead title={title} description={text} canonicalPath={path} noindex />
      <header className="page-header">
        <h1>{title}</h1>
        <p className="lead">{text}</p>
      </header>
    </main>
  );
}
