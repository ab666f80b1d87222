import { expect } from 'vitest';
import { makePdf, multipart } from '../back-office-support';
import { createUser, type TestContext } from '../support';

/** A small content set made through the back-office API: one of each thing a route can take an id of. */
export interface ContentIds {
  document: number;
  draftDocument: number;
  domaine: number;
  organisme: number;
  docType: number;
  actuality: number;
  draftActuality: number;
  category: number;
  user: number;
}

export async function createContent(
  t: TestContext,
  adminHeaders: Record<string, string>,
): Promise<ContentIds> {
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url, headers: adminHeaders, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json();
  };
  const domaine = (await post('/api/domaines', { name: 'Droit du contrôle d’accès' })).item.id;
  const organisme = (await post('/api/admin/organismes', { name: 'Autorité du contrôle d’accès' })).item.id;
  const docType = (await post('/api/doc_types', { type: 'Loi de contrôle', category: 'normes-generales' }))
    .item.id;
  const category = (await post('/api/admin/actuality-categories', { name: 'Législation' })).category.id;
  const document = (
    await post('/api/documents', {
      title: 'Loi portant code du travail',
      content: 'Article 1 : Le présent code régit les relations de travail.',
      domaineId: domaine,
      organismeId: organisme,
      docTypeId: docType,
      publishedAt: '2008-05-13',
    })
  ).document.id;
  const draftDocument = (
    await post('/api/documents', {
      title: 'Projet de loi confidentiel',
      content: 'Article 1 : brouillon.',
      domaineId: domaine,
    })
  ).document.id;
  const actuality = (
    await post('/api/admin/actualities', {
      title: 'Nouvelle loi publiée',
      description: 'Une nouvelle loi est publiée.',
      categoryId: category,
      isPublished: true,
    })
  ).actuality.id;
  const draftActuality = (
    await post('/api/admin/actualities', {
      title: 'Brouillon interne',
      description: 'Pas encore publié.',
      isPublished: false,
    })
  ).actuality.id;
  const form = await multipart({}, { name: 'code.pdf', data: await makePdf(['Article 1 : texte du PDF.']) });
  const up = await t.app.inject({
    method: 'POST',
    url: `/api/admin/documents/${document}/upload-pdf`,
    payload: form.payload,
    headers: { ...adminHeaders, ...form.headers },
  });
  expect(up.statusCode, up.body).toBe(200);
  const user = (await createUser(t.deps, { role: 'ROLE_USER' })).id;
  return { document, draftDocument, domaine, organisme, docType, actuality, draftActuality, category, user };
}

/** The id a route's `:id` stands for, from its path. */
export function idFor(route: string, ids: ContentIds): number {
  if (route.includes('/documents/')) return ids.document;
  if (route.includes('/domaines/')) return ids.domaine;
  if (route.includes('/organismes/')) return ids.organisme;
  if (route.includes('/doc_types/')) return ids.docType;
  if (route.includes('/actuality-categories/')) return ids.category;
  if (route.includes('/actualities/')) return ids.actuality;
  if (route.includes('/users/')) return ids.user;
  // The personal library's items are each user's own: another caller's id answers 404, like an unknown one.
  if (route.includes('/me/favorites/') || route.includes('/me/folders/')) return ids.document;
  // Nobody's saved search: a caller let through gets 404, never 401/403.
  if (route.includes('/saved-searches/')) return 999_998;
  throw new Error(`no id for ${route}`);
}
