import { ERROR_FALLBACK_TEXTS as T } from '@lexfaso/contracts';
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

/** The fallback page. */
function ErrorFallback({ errorId, onRetry }: { errorId: string; onRetry?: () => void }) {
  return (
    <main className="container page error-page">
      <div className="card error-card" role="alert">
        <p className="error-page__code" aria-hidden="true">
          {T.code}
        </p>
        <h1>{T.title}</h1>
        <p>{T.text}</p>
        <p className="error-page__id">
          {T.errorId}
          <code>{errorId}</code>
        </p>
        <div className="actions">
          {onRetry && (
            <button type="button" className="btn btn--primary" onClick={onRetry}>
              {T.retry}
            </button>
          )}
          <button type="button" className="btn btn--outline" onClick={() => window.location.reload()}>
            {T.reload}
          </button>
        </div>
      </div>
    </main>
  );
}
