import { setTimeout as sleep } from 'node:timers/promises';
import {
  DownloadsAnswer,
  FavoriteAnswer,
  FavoritesAnswer,
  FolderAnswer,
  FoldersAnswer,
} from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../test/support';
import { createDocument, deleteDocument, setDocumentPdf, updateDocument } from '../documents/document-store';

// api.md "Personal library": favourites, folders and downloads, at the HTTP edge.

const CODE = [
  'Article 1',
  'Le présent code régit les relations de travail.',
  'Article 2',
  'Le contrat de travail est conclu librement.',
  'Article 3',
  'Le salaire est payé chaque mois.',
].join('\n\n');

describe(`personal library: favourites, folders, downloads (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let code: number;
  let decree: number;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const favorites = async (headers = alice, query = '') => {
    const res = await call('GET', `/api/me/favorites${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return FavoritesAnswer.parse(res.json());
  };
  const star = async (body: object, headers = alice) => call('POST', '/api/me/favorites', headers, body);

  beforeAll(async () => {
    t = await createTestApp();
    alice = (await signedInAs(t.deps)).headers;
    bob = (await signedInAs(t.deps)).headers;
    code = await createDocument(t.deps.db, {
      title: 'Loi n°028-2008/AN portant code du travail',
      reference: 'Loi n°028-2008/AN du 13 mai 2008',
      content: CODE,
      publishedAt: '2008-05-13',
    });
    decree = await createDocument(t.deps.db, {
      title: 'Décret portant statut des établissements publics',
      content: 'Article 1\n\nLes établissements publics sont dotés de la personnalité morale.',
      publishedAt: '2014-07-24',
    });
  }, 60_000);
  afterAll(() => t.close());

  it('saves a document and an article once: the same again answers the existing item', async () => {
    const first = await star({ documentId: code, articleId: 'article-2', note: 'À relire' });
    expect(first.statusCode, first.body).toBe(201);
    const saved = FavoriteAnswer.parse(first.json()).favorite;
    expect(saved).toMatchObject({
      document: {
        id: code,
        title: 'Loi n°028-2008/AN portant code du travail',
        reference: 'Loi n°028-2008/AN du 13 mai 2008',
      },
      article: { id: 'article-2', label: 'Article 2', gone: false },
      folderId: null,
      note: 'À relire',
      notice: null,
    });
    const again = await star({ documentId: code, articleId: 'article-2' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'Déjà dans vos favoris',
      favorite: { id: saved.id, note: 'À relire' },
    });
    const whole = await star({ documentId: code });
    expect(whole.statusCode).toBe(201);
    expect(FavoriteAnswer.parse(whole.json()).favorite.article).toBeNull();
    expect((await star({ documentId: code })).statusCode).toBe(200);
    const list = await favorites();
    expect(list.pagination.total).toBe(2);
    expect(list.favorites.map((f) => f.article?.id ?? null)).toEqual([null, 'article-2']);
    // The star of a document page asks for that text's favourites only.
    expect((await favorites(alice, `?documentIds=${decree}`)).favorites).toEqual([]);
  });

  it('refuses what does not exist and bad input, in French, saving nothing', async () => {
    const before = (await favorites()).pagination.total;
    const noArticle = await star({ documentId: code, articleId: 'article-99' });
    expect(noArticle.statusCode).toBe(404);
    expect(noArticle.json().error).toBe("Cet article n'existe pas dans ce document");
    expect((await star({ documentId: 999_999 })).statusCode).toBe(404);
    const draft = await createDocument(t.deps.db, { title: 'Brouillon', content: 'Article 1\n\nTexte.' });
    expect((await star({ documentId: draft })).statusCode).toBe(404);
    const bad = await star({ documentId: 'abc', note: 'x'.repeat(1001) });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['documentId', 'note']);
    expect(bad.json().errors.find((e: { field: string }) => e.field === 'note').message).toBe(
      'La note ne peut pas dépasser 1000 caractères',
    );
    expect((await favorites()).pagination.total).toBe(before);
  });

  it('answers 404 for another user’s favourites and folders, and changes nothing of theirs', async () => {
    const mine = FavoriteAnswer.parse((await star({ documentId: decree })).json()).favorite;
    const folder = FolderAnswer.parse(
      (await call('POST', '/api/me/folders', alice, { name: 'Travail' })).json(),
    ).folder;
    const theirs = [
      call('PUT', `/api/me/favorites/${mine.id}`, bob, { note: 'pris' }),
      call('DELETE', `/api/me/favorites/${mine.id}`, bob),
      call('PUT', `/api/me/folders/${folder.id}`, bob, { name: 'Pris' }),
      call('DELETE', `/api/me/folders/${folder.id}`, bob),
      // Bob cannot file his own favourite into Alice's folder either.
      star({ documentId: decree, folderId: folder.id }, bob),
    ];
    for (const res of await Promise.all(theirs)) expect(res.statusCode, res.body).toBe(404);
    expect((await call('PUT', `/api/me/favorites/${mine.id}`, bob, { note: 'pris' })).json().error).toBe(
      'Favori introuvable',
    );
    expect((await favorites(bob)).favorites).toEqual([]);
    expect((await call('GET', `/api/me/favorites?folderId=${folder.id}`, bob)).statusCode).toBe(404);
    expect(FoldersAnswer.parse((await call('GET', '/api/me/folders', bob)).json()).folders).toEqual([]);
    const still = (await favorites()).favorites.find((f) => f.id === mine.id);
    expect(still?.note).toBe('');
    expect(
      FoldersAnswer.parse((await call('GET', '/api/me/folders', alice)).json()).folders.map((f) => f.name),
    ).toContain('Travail');
  });

  it('keeps folder names unique per user, case and accents aside; files, filters, and unfiles on deletion', async () => {
    const create = (name: string, headers = alice) => call('POST', '/api/me/folders', headers, { name });
    const contrats = await create('Contrats à durée');
    expect(contrats.statusCode, contrats.body).toBe(201);
    const folder = FolderAnswer.parse(contrats.json()).folder;
    const twin = await create('  CONTRATS A DUREE ');
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({
      code: 'FOLDER_NAME_TAKEN',
      error: 'Vous avez déjà un dossier de ce nom',
    });
    // Another user may use the same name.
    expect((await create('Contrats à durée', bob)).statusCode).toBe(201);
    const empty = await create('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toEqual({ field: 'name', message: 'Le nom du dossier est requis' });
    const other = FolderAnswer.parse((await create('Divers')).json()).folder;
    expect(
      (await call('PUT', `/api/me/folders/${other.id}`, alice, { name: 'contrats à durée' })).statusCode,
    ).toBe(409);
    const renamed = await call('PUT', `/api/me/folders/${folder.id}`, alice, { name: 'Contrats' });
    expect(FolderAnswer.parse(renamed.json()).folder.name).toBe('Contrats');

    const item = (await favorites()).favorites.find((f) => f.article?.id === 'article-2');
    if (!item) throw new Error('article-2 not saved');
    const moved = await call('PUT', `/api/me/favorites/${item.id}`, alice, {
      folderId: folder.id,
      note: 'Clause',
    });
    expect(FavoriteAnswer.parse(moved.json()).favorite).toMatchObject({
      folderId: folder.id,
      note: 'Clause',
    });
    const inFolder = await favorites(alice, `?folderId=${folder.id}`);
    expect(inFolder.favorites.map((f) => f.id)).toEqual([item.id]);
    const folders = FoldersAnswer.parse((await call('GET', '/api/me/folders', alice)).json()).folders;
    expect(folders.find((f) => f.id === folder.id)?.favoriteCount).toBe(1);
    expect((await favorites(alice, '?folderId=none')).favorites.some((f) => f.id === item.id)).toBe(false);

    const deleted = await call('DELETE', `/api/me/folders/${folder.id}`, alice);
    expect(deleted.json().message).toBe(
      'Dossier supprimé ; ses favoris restent dans vos favoris, hors dossier',
    );
    const after = (await favorites()).favorites.find((f) => f.id === item.id);
    expect(after).toMatchObject({ folderId: null, note: 'Clause' });
    // The folder is gone: filtering by it answers 404, like another user's folder.
    expect((await call('GET', `/api/me/favorites?folderId=${folder.id}`, alice)).statusCode).toBe(404);
  });

  it('follows a favourite article when its text is edited and the article moves, or says it is gone', async () => {
    const text = await createDocument(t.deps.db, {
      title: 'Loi sur les baux',
      content: CODE,
      publishedAt: '2010-01-01',
    });
    const saved = FavoriteAnswer.parse(
      (await star({ documentId: text, articleId: 'article-3' })).json(),
    ).favorite;
    const kept = FavoriteAnswer.parse(
      (await star({ documentId: text, articleId: 'article-1' })).json(),
    ).favorite;
    // A new article 1 inserted: the others are renumbered, the salary article is now article 4.
    await sleep(5);
    await updateDocument(t.deps.db, text, {
      content: [
        'Article 1',
        'Définitions.',
        CODE.replace('Article 3', 'Article 4')
          .replace('Article 2', 'Article 3')
          .replace('Article 1', 'Article 2'),
      ].join('\n\n'),
    });
    const mine = async () => (await favorites(alice, `?documentIds=${text}`)).favorites;
    const followed = (await mine()).find((f) => f.id === saved.id);
    expect(followed).toMatchObject({
      article: { id: 'article-4', label: 'Article 4', gone: false },
      notice: null,
    });
    // Saving the article where it is now answers the same favourite.
    const again = await star({ documentId: text, articleId: 'article-4' });
    expect(again.statusCode).toBe(200);
    expect(FavoriteAnswer.parse(again.json()).favorite.id).toBe(saved.id);
    expect((await mine()).find((f) => f.id === kept.id)?.article?.id).toBe('article-2');
    // The article removed: the favourite stays, and says so.
    await sleep(5);
    await updateDocument(t.deps.db, text, {
      content: 'Article 1\n\nDéfinitions.\n\nArticle 2\n\nAutre chose.',
    });
    const gone = (await mine()).find((f) => f.id === saved.id);
    expect(gone).toMatchObject({
      article: { id: 'article-4', label: 'Article 4', gone: true },
      notice: "Article 4 n'existe plus dans la version actuelle de ce texte",
    });
  });

  it('drops a deleted or withdrawn text from the list with a note, not an error', async () => {
    const doomed = await createDocument(t.deps.db, {
      title: 'Arrêté temporaire',
      content: 'Article 1\n\nTexte.',
      publishedAt: '2020-01-01',
    });
    const withdrawn = await createDocument(t.deps.db, {
      title: 'Circulaire retirée',
      content: 'Texte.',
      publishedAt: '2020-01-01',
    });
    const a = FavoriteAnswer.parse(
      (await star({ documentId: doomed, articleId: 'article-1' })).json(),
    ).favorite;
    const b = FavoriteAnswer.parse((await star({ documentId: withdrawn })).json()).favorite;
    await deleteDocument(t.deps.db, doomed);
    await updateDocument(t.deps.db, withdrawn, { isPublished: false });
    const list = await favorites();
    expect(list.favorites.some((f) => f.id === a.id || f.id === b.id)).toBe(false);
    expect(list.unavailable).toEqual(
      expect.arrayContaining([
        {
          id: a.id,
          title: 'Arrêté temporaire',
          notice: "« Arrêté temporaire » a été supprimé de la base : il n'est plus dans vos favoris",
        },
        {
          id: b.id,
          title: 'Circulaire retirée',
          notice: expect.stringContaining("« Circulaire retirée » n'est plus publié"),
        },
      ]),
    );
    // Dismissed with DELETE; the withdrawn one comes back once published again.
    expect((await call('DELETE', `/api/me/favorites/${a.id}`, alice)).statusCode).toBe(200);
    await updateDocument(t.deps.db, withdrawn, { isPublished: true });
    const back = await favorites();
    expect(back.unavailable).toEqual([]);
    expect(back.favorites.some((f) => f.id === b.id)).toBe(true);
  });

  it('holds each user to the folder limit, in French, creating nothing past it', async () => {
    const carol = (await signedInAs(t.deps)).headers;
    for (let i = 0; i < 100; i++)
      expect((await call('POST', '/api/me/folders', carol, { name: `Dossier ${i}` })).statusCode).toBe(201);
    const over = await call('POST', '/api/me/folders', carol, { name: 'Un de trop' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'FOLDERS_FULL',
      error: "Vous avez atteint la limite de 100 dossiers : supprimez-en avant d'en créer d'autres",
    });
    expect(FoldersAnswer.parse((await call('GET', '/api/me/folders', carol)).json()).folders).toHaveLength(
      100,
    );
    const long = await call('POST', '/api/me/folders', alice, { name: 'x'.repeat(81) });
    expect(long.json().errors[0].message).toBe('Le nom du dossier ne peut pas dépasser 80 caractères');
  });

  it('refuses a visitor', async () => {
    for (const url of ['/api/me/favorites', '/api/me/folders', '/api/me/downloads'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('records each PDF download: the latest first, one line per text with its count', async () => {
    const premium = await signedInAs(t.deps, 'ROLE_PREMIUM');
    for (const id of [code, decree]) {
      const key = await t.deps.storage.put(Buffer.from('%PDF-1.4\n%%EOF\n'), 'pdf');
      await setDocumentPdf(t.deps.db, id, { path: key, name: `${id}.pdf`, size: 15 });
    }
    const download = async (id: number) => {
      const res = await call('GET', `/api/documents/${id}/download-pdf`, premium.headers);
      expect(res.statusCode).toBe(200);
      await t.app.afterAnswerSettled();
      await sleep(5);
    };
    await download(code);
    await download(decree);
    await download(code);
    const res = await call('GET', '/api/me/downloads', premium.headers);
    expect(res.statusCode, res.body).toBe(200);
    const answer = DownloadsAnswer.parse(res.json());
    expect(answer.downloads.map((d) => [d.document.id, d.count])).toEqual([
      [code, 2],
      [decree, 1],
    ]);
    expect(answer.downloads[0].downloadedAt > answer.downloads[1].downloadedAt).toBe(true);
    expect(answer.pagination).toEqual({ total: 2, page: 1, limit: 20, pages: 1 });
    expect(
      DownloadsAnswer.parse(
        (await call('GET', '/api/me/downloads?limit=1&page=2', premium.headers)).json(),
      ).downloads.map((d) => d.document.id),
    ).toEqual([decree]);
    // Nobody else's.
    expect(DownloadsAnswer.parse((await call('GET', '/api/me/downloads', alice)).json()).downloads).toEqual(
      [],
    );
  });
});
