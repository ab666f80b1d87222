import { LIBRARY_LIMITS, FAVORITES_TEXTS as T } from '@lexfaso/contracts';
import { useState } from 'react';
import { PageHead } from '@/components/PageHead';
import { Button, EmptyState, LoadingBlock, Pagination } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { useAuth } from '@/lib/auth-state';
import { FavoriteItem } from './FavoriteItem';
import { FolderList } from './FolderList';
import { type FolderFilter, useFavorites, useFolders, useRemoveFavorite } from './library-api';
import './library.css';

/** /favorites: the reader's saved texts and articles, by folder, with their notes. */
export function FavoritesPage() {
  const { isAuthenticated } = useAuth();
  const { open } = useAuthModal();
  const head = (
    <PageHead title={T.title} description={T.description} canonicalPath={paths.favorites()} noindex />
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
    <main className="container page library-page">
      {head}
      <SignedInFavorites />
    </main>
  );
}

function SignedInFavorites() {
  const [filter, setFilter] = useState<FolderFilter>('all');
  const [page, setPage] = useState(1);
  const favorites = useFavorites(filter, page);
  const folders = useFolders();
  const dismiss = useRemoveFavorite();
  const folderList = folders.data?.folders ?? [];
  const answer = favorites.data;
  return (
    <>
      <header className="page-header">
        <h1>{T.title}</h1>
        <p className="lead">{T.limits(LIBRARY_LIMITS.favoritesPerUser, LIBRARY_LIMITS.foldersPerUser)}</p>
      </header>
      <div className="library-layout">
        <FolderList
          folders={folderList}
          filter={filter}
          onFilter={(f) => {
            setFilter(f);
            setPage(1);
          }}
        />
        <section className="library-main" aria-labelledby="favorites-list-title">
          <h2 id="favorites-list-title" className="visually-hidden">
            {T.list}
          </h2>
          {answer && answer.unavailable.length > 0 && (
            <div className="library-unavailable card" role="status">
              <h3>{T.unavailable}</h3>
              <ul>
                {answer.unavailable.map((u) => (
                  <li key={u.id}>
                    <span>{u.notice}</span>{' '}
                    <Button variant="ghost" size="sm" onClick={() => dismiss.mutate(u.id)}>
                      {T.dismiss}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {favorites.isError ? (
            <EmptyState
              title={T.loadFailed}
              actions={<Button onClick={() => void favorites.refetch()}>{T.retry}</Button>}
            />
          ) : !answer ? (
            <LoadingBlock />
          ) : answer.favorites.length === 0 ? (
            <EmptyState title={T.empty} />
          ) : (
            <ul className="favorite-list">
              {answer.favorites.map((f) => (
                <FavoriteItem key={`${f.id}|${f.note}`} favorite={f} folders={folderList} />
              ))}
            </ul>
          )}
          {answer && (
            <Pagination
              page={answer.pagination.page}
              totalPages={answer.pagination.pages}
              onPageChange={setPage}
            />
          )}
        </section>
      </div>
    </>
  );
}
