import { NOT_FOUND_TEXTS as T } from '@lexfaso/contracts';
import { Link } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';

const SUGGESTIONS = [
  { to: paths.search(), label: T.suggestionList[0] },
  { to: paths.news(), label: T.suggestionList[1] },
  { to: paths.about(), label: T.suggestionList[2] },
];

export function NotFoundPage() {
  return (
    <main className="container page error-page">
      <PageHead title={T.title} description={T.description} canonicalPath={paths.error404()} noindex />
      <div className="card error-card">
        <p className="error-page__code" aria-hidden="true">
          404
        </p>
        <h1>{T.title}</h1>
        <p>{T.text}</p>
        <div className="actions">
          <ButtonLink to={paths.home()}>{T.home}</ButtonLink>
          <ButtonLink to={paths.search()} variant="outline">
            {T.search}
          </ButtonLink>
        </div>
        <h2 className="error-page__subtitle">{T.suggestions}</h2>
        <ul className="link-list">
          {SUGGESTIONS.map((s) => (
            <li key={s.to}>
              <Link to={s.to}>{s.label}</Link>
            </li>
          ))}
        </ul>
        <p className="muted">
          {T.mistake}
          <Link to={paths.contact()}>{T.report}</Link>.
        </p>
      </div>
    </main>
  );
}
