import { Component, type ErrorInfo, type ReactNode } from 'react';
import { makeErrorId } from '@/lib/error-id';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
  errorId: string;
}

/** Catches render errors below it and shows the fallback of public-area.md §4. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorId: '' };

  static getDerivedStateFromError(error: Error): State {
    return { error, errorId: makeErrorId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.state.errorId || makeErrorId()}]`, error, info.componentStack);
  }

  reset = () => this.setState({ error: null, errorId: '' });

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback errorId={this.state.errorId} onRetry={this.reset} />;
  }
}

/** The fallback page; also used by the router for errors it catches (e.g. a chunk that fails to load). */
export function ErrorFallback({ errorId, onRetry }: { errorId: string; onRetry?: () => void }) {
  return (
    <main className="container page error-page">
      <div className="card error-card" role="alert">
        <p className="error-page__code" aria-hidden="true">
          Oups
        </p>
        <h1>Une erreur s'est produite</h1>
        <p>
          Un problème inattendu a empêché l'affichage de cette page. Vous pouvez réessayer ou recharger la
          page ; si le problème persiste, contactez-nous en indiquant l'identifiant ci-dessous.
        </p>
        <p className="error-page__id">
          Identifiant de l'erreur : <code>{errorId}</code>
        </p>
        <div className="actions">
          {onRetry && (
            <button type="button" className="btn btn--primary" onClick={onRetry}>
              Réessayer
            </button>
          )}
          <button type="button" className="btn btn--outline" onClick={() => window.location.reload()}>
            Recharger la page
          </button>
        </div>
      </div>
    </main>
  );
}
