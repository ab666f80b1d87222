import { ADMIN_CRUD_TEXTS } from '@lexfaso/contracts';
import { saveErrorText } from '../lib/admin-api';

/**
 * A deletion as every back-office list does it: the browser's confirmation, the call, the lists read
 * again; a refusal is told in an alert.
 */
export async function confirmRemove({
  question,
  remove,
  refresh,
  failure,
}: {
  question: string;
  remove: () => Promise<unknown>;
  refresh: () => Promise<unknown>;
  failure: (error: unknown) => string;
}) {
  if (!window.confirm(question)) return;
  try {
    await remove();
    await refresh();
  } catch (error) {
    window.alert(failure(error));
  }
}

/** 'Erreur lors de la suppression du document' and the server's reason, as most lists word it. */
export const deletionFailure = (of: string) => (error: unknown) =>
  ADMIN_CRUD_TEXTS.deleteFailed(of, saveErrorText(error, '')).trim();
