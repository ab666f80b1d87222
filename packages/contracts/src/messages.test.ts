import { describe, expect, it } from 'vitest';
import * as catalogue from './index';
import { AUTH_MESSAGES, CLIENT_MESSAGES } from './messages';

describe('message catalogue', () => {
  it('fills in the variable parts of the messages', () => {
    expect(AUTH_MESSAGES.loginLocked('5 minutes')).toBe(
      'Trop de tentatives de connexion. Veuillez réessayer dans 5 minutes.',
    );
    expect(CLIENT_MESSAGES.serverStatus(502)).toBe('Erreur serveur (502)');
    expect(catalogue.ADMIN_CRUD_TEXTS.deleteFailed('du document', 'Refusé')).toBe(
      'Erreur lors de la suppression du document\nRefusé',
    );
    expect(catalogue.ADMIN_CRUD_TEXTS.httpError(418)).toBe('Erreur HTTP: 418');
  });

  it('says in the screens’ common texts what the spec’s client messages say', () => {
    expect(catalogue.COMMON_TEXTS.timeout).toBe(CLIENT_MESSAGES.timeout);
    expect(catalogue.COMMON_TEXTS.comingSoon).toBe(CLIENT_MESSAGES.comingSoon);
  });

  it('has no empty text in the screens’ catalogue', () => {
    const empty: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        if (!value.trim()) empty.push(path);
      } else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
    };
    for (const [name, value] of Object.entries(catalogue))
      if (/_TEXTS$|_MESSAGES$/.test(name)) walk(value, name);
    expect(empty).toEqual([]);
  });
});
