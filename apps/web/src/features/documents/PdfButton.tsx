import {
  DOCUMENTS_CLIENT_MESSAGES,
  hasAnyRole,
  PDF_ROLES,
  DOCUMENT_PDF_TEXTS as T,
  TIMERS_MS,
} from '@lexfaso/contracts';
import { useEffect, useState } from 'react';
import { useNotify } from '@/components/notifications';
import { Button } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';
import { downloadPdf } from '@/lib/download-pdf';

type State = 'idle' | 'downloading' | 'success' | 'error';

/** The four states of public-area.md §4 and the messages of §8; ROLE_USER gets the upsell instead. */
export function PdfButton({
  documentId,
  onPremiumRequired,
}: {
  documentId: number;
  onPremiumRequired: () => void;
}) {
  const { isAuthenticated, user } = useAuth();
  const { notify } = useNotify();
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    if (state !== 'success' && state !== 'error') return;
    const timer = setTimeout(
      () => setState('idle'),
      state === 'success' ? TIMERS_MS.downloadSuccess : TIMERS_MS.downloadError,
    );
    return () => clearTimeout(timer);
  }, [state]);

  const fail = (message: string) => {
    setState('error');
    notify({ type: 'error', message });
  };

  const onClick = async () => {
    if (!isAuthenticated) return fail(T.signedOut);
    if (!hasAnyRole(user?.roles, PDF_ROLES)) return onPremiumRequired();
    setState('downloading');
    try {
      await downloadPdf(documentId);
      setState('success');
    } catch (error) {
      if (!isApiError(error)) return fail(T.failed);
      if (error.status === 401) return fail(T.signedOut);
      if (error.status === 403) return fail(error.message || T.forbidden);
      if (error.status === 0) return fail(T.failed);
      return fail(error.message || DOCUMENTS_CLIENT_MESSAGES.download);
    }
  };

  return (
    <Button
      variant={state === 'error' ? 'danger' : 'accent'}
      onClick={onClick}
      isLoading={state === 'downloading'}
      aria-live="polite"
      data-state={state}
    >
      {T.states[state]}
    </Button>
  );
}
