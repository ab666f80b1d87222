import type {
  DownloadsAnswer,
  FavoriteAnswer,
  FavoritesAnswer,
  FavoriteUpdateInput,
  FolderAnswer,
  FoldersAnswer,
} from '@lexfaso/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAVORITES_KEY, libraryRequest } from '@/components/favorites/favorites';
import { api, apiRequest } from '@/lib/api-client';

const FOLDERS_KEY = 'folders';

/** Which favourites the page lists: all, the unfiled ones, or one folder's. */
export type FolderFilter = 'all' | 'none' | number;

export function useFavorites(filter: FolderFilter, page: number) {
  return useQuery({
    queryKey: [FAVORITES_KEY, 'page', filter, page],
    queryFn: ({ signal }) =>
      api.get<FavoritesAnswer>('/me/favorites', {
        ...libraryRequest,
        query: { page, folderId: filter === 'all' ? undefined : filter },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useFolders() {
  return useQuery({
    queryKey: [FOLDERS_KEY],
    queryFn: ({ signal }) => api.get<FoldersAnswer>('/me/folders', { ...libraryRequest, signal }),
  });
}

/** A change of the library: the lists (favourites, stars, folders' counts) are read again after it. */
function useLibraryChange<A, R>(call: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [FAVORITES_KEY] }),
        queryClient.invalidateQueries({ queryKey: [FOLDERS_KEY] }),
      ]);
    },
  });
}

const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  apiRequest<T>(path, { ...libraryRequest, method, body });

export const useCreateFolder = () =>
  useLibraryChange((name: string) => send<FolderAnswer>('POST', '/me/folders', { name }));
export const useRenameFolder = () =>
  useLibraryChange(({ id, name }: { id: number; name: string }) =>
    send<FolderAnswer>('PUT', `/me/folders/${id}`, { name }),
  );
export const useDeleteFolder = () =>
  useLibraryChange((id: number) => send<unknown>('DELETE', `/me/folders/${id}`));
export const useUpdateFavorite = () =>
  useLibraryChange(({ id, ...patch }: { id: number } & FavoriteUpdateInput) =>
    send<FavoriteAnswer>('PUT', `/me/favorites/${id}`, patch),
  );
export const useRemoveFavorite = () =>
  useLibraryChange((id: number) => send<unknown>('DELETE', `/me/favorites/${id}`));

export function useDownloads(page: number) {
  return useQuery({
    queryKey: ['downloads', page],
    queryFn: ({ signal }) =>
      api.get<DownloadsAnswer>('/me/downloads', { ...libraryRequest, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
