import { type AlertFrequency, type SavedSearch, ALERTS_TEXTS as T } from '@lexfaso/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '@/components/notifications';
import { PageHead } from '@/components/PageHead';
import { Button, ButtonLink, EmptyState, LoadingBlock } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';
import { deleteSavedSearch, getSavedSearches, updateSavedSearch } from './api';
import { DeleteDialog, RenameDialog } from './SavedSearchDialogs';
import { SavedSearchItem } from './SavedSearchItem';
import { searchLinkOf } from './search-link';
import './alerts.css';

const KEY = ['saved-searches'] as const;

/** /alerts: the user's saved searches, their alerts and what is new since the last visit (issue 30). */
export function AlertsPage() {
  const { isAuthenticated } = useAuth();
  const { open } = useAuthModal();
  const head = (
    <PageHead title={T.title} description={T.description} canonicalPath={paths.alerts()} noindex />
  );
  if (!isAuthenticated)
    return (
      <main className="container page">
        {head}
        <EmptyState title={T.title} actions={<Button onClick={() => open('login')}>{T.signIn}</Button>}>
          <p>{T.signedOut}</p>
        </EmptyState>
      </main>
    );
  return (
    <main className="container page alerts-page">
      {head}
      <header className="page-header">
        <h1>{T.title}</h1>
        <p className="lead">{T.lead}</p>
      </header>
      <SavedSearchList />
    </main>
  );
}

function SavedSearchList() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { notify } = useNotify();
  const list = useQuery({ queryKey: KEY, queryFn: getSavedSearches });
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const failed = (error: unknown) =>
    notify({ type: 'error', message: isApiError(error) ? error.message : T.loadFailed });
  const change = useMutation({
    mutationFn: ({ id, alert }: { id: number; alert: AlertFrequency }) => updateSavedSearch(id, { alert }),
    onSuccess: () => {
      notify({ type: 'success', message: T.changed });
      return client.invalidateQueries({ queryKey: KEY });
    },
    onError: failed,
  });

  if (list.isPending) return <LoadingBlock label={T.loading} />;
  if (list.isError)
    return (
      <EmptyState title={T.loadFailed} actions={<Button onClick={() => list.refetch()}>{T.retry}</Button>}>
        <p>{isApiError(list.error) ? list.error.message : ''}</p>
      </EmptyState>
    );
  const { savedSearches, limits } = list.data;
  const rerun = (s: SavedSearch) => {
    // The visit is recorded on the way: its new texts are seen.
    void updateSavedSearch(s.id, { visited: true }).then(() => client.invalidateQueries({ queryKey: KEY }));
    navigate(searchLinkOf(s));
  };
  return (
    <>
      <p className="alerts-page__limits" role="note">
        {limits.plan === 'premium'
          ? T.limitsPremium(limits.alertsUsed, limits.maxAlerts)
          : T.limitsFree(limits.alertsUsed, limits.maxAlerts)}
      </p>
      {savedSearches.length === 0 ? (
        <EmptyState title={T.empty} actions={<ButtonLink to={paths.search()}>{T.toSearch}</ButtonLink>}>
          <p>{T.emptyHint}</p>
        </EmptyState>
      ) : (
        <ul className="saved-searches">
          {savedSearches.map((s) => (
            <SavedSearchItem
              key={s.id}
              search={s}
              limits={limits}
              busy={change.isPending && change.variables?.id === s.id}
              onRerun={() => rerun(s)}
              onAlert={(alert) => change.mutate({ id: s.id, alert })}
              onRename={() => setRenaming(s)}
              onDelete={() => setDeleting(s)}
            />
          ))}
        </ul>
      )}
      {renaming && (
        <RenameDialog
          search={renaming}
          onClose={() => setRenaming(null)}
          onSave={async (name) => {
            await updateSavedSearch(renaming.id, { name });
            notify({ type: 'success', message: T.renamed });
            setRenaming(null);
            await client.invalidateQueries({ queryKey: KEY });
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          search={deleting}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteSavedSearch(deleting.id);
            notify({ type: 'success', message: T.deleted });
            setDeleting(null);
            await client.invalidateQueries({ queryKey: KEY });
          }}
        />
      )}
    </>
  );
}
