import { ADMIN_CRUD_TEXTS, ADMIN_MESSAGES } from '@lexfaso/contracts';
import { AdminApiError } from '../lib/admin-api';

/** The users API's own wording (back-office.md §8): 401 is 'Erreur HTTP: 401'. */
export const usersErrorText = (error: unknown) =>
  error instanceof AdminApiError
    ? error.status === 401
      ? ADMIN_CRUD_TEXTS.httpError(401)
      : error.serverMessage || error.message || ADMIN_MESSAGES.usersUnknownError
    : ADMIN_MESSAGES.usersUnknownError;
