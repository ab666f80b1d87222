import {
  ADMIN_ROLES,
  DownloadsAnswer,
  DownloadsQuery,
  ErrorEnvelope,
  FavoriteAnswer,
  FavoriteCreateInput,
  FavoritesAnswer,
  FavoritesQuery,
  FavoriteUpdateInput,
  FolderAnswer,
  FolderInput,
  FoldersAnswer,
  hasAnyRole,
  IdParam,
  LIBRARY_LIMITS,
  LIBRARY_MESSAGES,
  LibraryDeletedAnswer,
  PDF_ROLES,
  ROLES,
  SimilarTextsAnswer,
} from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../accounts/guards';
import { listDownloads } from './downloads-store';
import { addFavorite, deleteFavorite, listFavorites, updateFavorite } from './favorites-store';
import { createFolder, deleteFolder, listFolders, renameFolder } from './folders-store';
import { similarTexts } from './similar-texts';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };
const writeErrors = { ...errors, 409: ErrorEnvelope, 413: ErrorEnvelope };
/** A note of noteChars characters, in UTF-8, with the rest of the body. */
const bodyLimit = 8 * 1024;

/** The personal library (api.md "Personal library"): each account's favourites, folders and downloads. */
const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, dialect, searchRunner } = app.deps;
  const userOf = async (request: Parameters<typeof requireUser>[0]) =>
    Number((await requireUser(request)).user.id);

  app.get(
    '/me/favorites',
    {
      preValidation: requireUser,
      schema: {
        querystring: FavoritesQuery,
        response: { 200: FavoritesAnswer, ...errors },
      },
    },
    async (request) => {
      const { page, limit, folderId, documentIds } = request.query;
      return listFavorites(db, await userOf(request), { page, limit, folderId, documentIds });
    },
  );

  app.post(
    '/me/favorites',
    {
      preValidation: requireUser,
      bodyLimit,
      schema: {
        body: FavoriteCreateInput,
        response: { 200: FavoriteAnswer, 201: FavoriteAnswer, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { created, favorite } = await addFavorite(db, dialect, await userOf(request), request.body);
      return reply.code(created ? 201 : 200).send({
        success: true as const,
        favorite,
        message: created ? LIBRARY_MESSAGES.favoriteSaved : LIBRARY_MESSAGES.favoriteAlreadySaved,
      });
    },
  );

  app.put(
    '/me/favorites/:id',
    {
      preValidation: requireUser,
      bodyLimit,
      schema: {
        params: IdParam,
        body: FavoriteUpdateInput,
        response: { 200: FavoriteAnswer, ...writeErrors },
      },
    },
    async (request) => {
      const favorite = await updateFavorite(db, await userOf(request), request.params.id, request.body);
      return { success: true as const, favorite, message: LIBRARY_MESSAGES.favoriteUpdated };
    },
  );

  app.delete(
    '/me/favorites/:id',
    {
      preValidation: requireUser,
      schema: {
        params: IdParam,
        response: { 200: LibraryDeletedAnswer, ...errors },
      },
    },
    async (request) => {
      await deleteFavorite(db, await userOf(request), request.params.id);
      return { success: true as const, message: LIBRARY_MESSAGES.favoriteDeleted };
    },
  );

  app.get(
    '/me/folders',
    {
      preValidation: requireUser,
      schema: { response: { 200: FoldersAnswer, ...errors } },
    },
    async (request) => ({
      folders: await listFolders(db, await userOf(request)),
      limits: { folders: LIBRARY_LIMITS.foldersPerUser, nameChars: LIBRARY_LIMITS.folderNameChars },
    }),
  );

  app.post(
    '/me/folders',
    {
      preValidation: requireUser,
      bodyLimit,
      schema: {
        body: FolderInput,
        response: { 201: FolderAnswer, ...writeErrors },
      },
    },
    async (request, reply) => {
      const folder = await createFolder(db, dialect, await userOf(request), request.body.name);
      return reply
        .code(201)
        .send({ success: true as const, folder, message: LIBRARY_MESSAGES.folderCreated });
    },
  );

  app.put(
    '/me/folders/:id',
    {
      preValidation: requireUser,
      bodyLimit,
      schema: {
        params: IdParam,
        body: FolderInput,
        response: { 200: FolderAnswer, ...writeErrors },
      },
    },
    async (request) => {
      const folder = await renameFolder(db, await userOf(request), request.params.id, request.body.name);
      return { success: true as const, folder, message: LIBRARY_MESSAGES.folderRenamed };
    },
  );

  app.delete(
    '/me/folders/:id',
    {
      preValidation: requireUser,
      schema: {
        params: IdParam,
        response: { 200: LibraryDeletedAnswer, ...errors },
      },
    },
    async (request) => {
      await deleteFolder(db, await userOf(request), request.params.id);
      return { success: true as const, message: LIBRARY_MESSAGES.folderDeleted };
    },
  );

  app.get(
    '/me/downloads',
    {
      preValidation: requireUser,
      schema: {
        querystring: DownloadsQuery,
        response: { 200: DownloadsAnswer, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return listDownloads(db, await userOf(request), page, limit);
    },
  );

  app.get(
    '/documents/:id/similar',
    {
      preValidation: requireUser,
      schema: { params: IdParam, response: { 200: SimilarTextsAnswer, ...errors } },
    },
    async (request) => {
      const session = await requireUser(request);
      const userId = Number(session.user.id);
      return similarTexts(
        db,
        searchRunner,
        request.params.id,
        {
          role: [...ROLES].reverse().find((r) => session.roles.includes(r)) ?? 'ROLE_USER',
          canDownloadPdf: hasAnyRole(session.roles, PDF_ROLES),
          canSeeDrafts: hasAnyRole(session.roles, ADMIN_ROLES),
        },
        // Counted with the account's searches (docs/search-engine.md, "Fair sharing").
        `account:${userId}`,
      );
    },
  );
};

export default libraryRoutes;
