import { CONTACT_MESSAGES, type ContactAnswer } from '@lexfaso/contracts';
import { api, isApiError } from '@/lib/api-client';

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const sendContactMessage = (fields: ContactFields) =>
  api.post<ContactAnswer>('/api/contact/send', fields, {
    networkErrorMessage: CONTACT_MESSAGES.sendError,
    httpErrorMessage: CONTACT_MESSAGES.serverError,
  });

/**
 * The form's error line (public-area.md §8): validation and rate-limit answers say what to fix, server
 * failures 'Erreur du serveur ({status})', anything else 'Erreur lors de l'envoi du message'.
 */
export function contactErrorMessage(error: unknown): string {
  if (!isApiError(error)) return CONTACT_MESSAGES.sendError;
  if (error.status === 400 || error.status === 413 || error.status === 429) return error.message;
  if (error.status >= 500) return CONTACT_MESSAGES.serverError(error.status);
  if (error.status === 0) return error.isTimeout ? error.message : CONTACT_MESSAGES.sendError;
  return CONTACT_MESSAGES.serverError(error.status);
}
