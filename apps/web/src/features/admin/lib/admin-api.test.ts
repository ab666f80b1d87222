import { ADMIN_MESSAGES } from '@lexfaso/contracts';
import { describe, expect, it } from 'vitest';
import { AdminApiError, adminErrorMessage, saveErrorText } from './admin-api';

describe('adminErrorMessage (back-office.md §8)', () => {
  it('maps each status to its message', () => {
    expect(adminErrorMessage(0, null)).toBe(ADMIN_MESSAGES.network);
    expect(adminErrorMessage(401, 'x')).toBe(ADMIN_MESSAGES.unauthorized);
    expect(adminErrorMessage(403, 'x')).toBe(ADMIN_MESSAGES.forbidden);
    expect(adminErrorMessage(404, 'x')).toBe(ADMIN_MESSAGES.notFound);
    expect(adminErrorMessage(500, 'x')).toBe(ADMIN_MESSAGES.server);
  });
  it('keeps the server’s words for a conflict and other refusals', () => {
    expect(adminErrorMessage(409, 'Le slug existe déjà')).toBe('Le slug existe déjà');
    expect(adminErrorMessage(409, null)).toBe(ADMIN_MESSAGES.conflict);
    expect(adminErrorMessage(422, null)).toBe('Erreur HTTP: 422');
  });
});

describe('saveErrorText', () => {
  it('shows the mapped message for server, network and permission failures', () => {
    expect(saveErrorText(new AdminApiError(ADMIN_MESSAGES.server, 500, 'stack'), 'x')).toBe(
      ADMIN_MESSAGES.server,
    );
  });
  it('prefers the server’s message, then the field errors, then the fallback', () => {
    expect(saveErrorText(new AdminApiError('m', 400, 'Titre trop long'), 'x')).toBe('Titre trop long');
    const fields = new AdminApiError('m', 400, null, [
      { field: 'a', message: 'A requis' },
      { field: 'b', message: 'B requis' },
    ]);
    expect(saveErrorText(fields, 'x')).toBe('A requis, B requis');
    expect(saveErrorText(new Error('boom'), 'Repli')).toBe('Repli');
  });
});
