import { ADMIN_CRUD_TEXTS, ADMIN_MESSAGES } from '@lexfaso/contracts';
import { Button } from '@/components/ui';

/** 'Erreur de chargement' with a retry action (back-office.md §8). */
export function LoadError({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  return (
    <div className="notice admin-load-error" role="alert">
      <p>
        <strong>{ADMIN_MESSAGES.loadError}</strong>
        {detail ? ` : ${detail}` : ''}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {ADMIN_CRUD_TEXTS.retry}
      </Button>
    </div>
  );
}
