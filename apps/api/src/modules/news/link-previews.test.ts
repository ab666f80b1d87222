import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';
import { createDocument } from '../documents/document-store';
import { createActuality } from './actuality-store';

/** The smallest web build the server can serve: the head marker and the application-name meta. */
const INDEX_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="application-name" content="LexFaso">
    <!--ssr-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? 'null'),
  );
const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe(`link previews rendered by the server (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let webDir: string;
  let newsId: number;
  let draftId: number;
  let docId: number;
  const BODY_SENTENCE = 'Le présent texte secret ne doit jamais apparaître dans un aperçu';

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://lexfaso.example' } });
    const category = await t.deps.db
      .selectFrom('actuality_categories')
      .select('id')
      .where('name', '=', 'Réforme législative')
      .executeTakeFirstOrThrow();
    newsId = await createActuality(t.deps.db, t.deps.dialect, {
      title: "L'OHADA adopte l'acte uniforme <relatif> à la médiation",
      description: 'Adopté le 23 novembre 2017 à Conakry.',
      excerpt: 'Un nouveau cadre pour la médiation dans les États membres.',
      author: 'Rédaction LexFaso',
      imageUrl: '/images/mediation.png',
      categoryId: category.id,
      publishedAt: '2025-03-10T09:00:00.000Z',
    });
    draftId = await createActuality(t.deps.db, t.deps.dialect, {
      title: 'Brouillon interne',
      description: 'Pas encore publié.',
      isPublished: false,
    });
    const docType = await t.deps.db
      .selectFrom('doc_types')
      .select('id')
      .where('type', '=', 'Acte Uniforme')
      .executeTakeFirstOrThrow();
    docId = await createDocument(t.deps.db, {
      title: 'Acte uniforme relatif au droit de l’arbitrage',
      content: `Article 1\n${BODY_SENTENCE}.`,
      preambule: 'Préambule confidentiel du texte.',
      publishedAt: '2017-11-23',
      docTypeId: docType.id,
      reference: 'Acte uniforme OHADA du 23 novembre 2017',
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('/actualites/{id} carries the news title, Open Graph article tags and NewsArticle JSON-LD', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/actualites/${newsId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    const escapedTitle = 'L&#39;OHADA adopte l&#39;acte uniforme &lt;relatif&gt; à la médiation';
    expect(html).toContain(`<title data-ssr-head>${escapedTitle} | LexFaso</title>`);
    expect(metaContent(html, 'og:title')).toBe(`${escapedTitle} | LexFaso`);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:description')).toBe(
      'Un nouveau cadre pour la médiation dans les États membres.',
    );
    expect(metaContent(html, 'og:image')).toBe('https://lexfaso.example/images/mediation.png');
    expect(html).toContain(`<link rel="canonical" href="https://lexfaso.example/actualites/${newsId}"`);
    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: "L'OHADA adopte l'acte uniforme <relatif> à la médiation",
      datePublished: '2025-03-10T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Rédaction LexFaso' },
      articleSection: 'Réforme législative',
      image: ['https://lexfaso.example/images/mediation.png'],
    });
    // The raw '<' of the title never reaches the page unescaped.
    expect(html).not.toContain('<relatif>');
  });

  it("a title with `$&` or `$'` is written as it is (not read as a replacement pattern)", async () => {
    const id = await createActuality(t.deps.db, t.deps.dialect, {
      title: "Frais de greffe : 5 $& plus, 10 $' moins",
      description: 'Barème révisé.',
      publishedAt: '2025-04-01T09:00:00.000Z',
    });
    const html = (await t.app.inject({ method: 'GET', url: `/actualites/${id}` })).body;
    expect(html).toContain(
      '<title data-ssr-head>Frais de greffe : 5 $&amp; plus, 10 $&#39; moins | LexFaso</title>',
    );
    expect(html.match(/<!--ssr-head-->/g) ?? []).toEqual([]);
  });

  it('a draft, an unknown or a malformed news id gets the 404 head with status 404', async () => {
    for (const url of [`/actualites/${draftId}`, '/actualites/987654', '/actualites/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title data-ssr-head>Page non trouvée | LexFaso</title>');
      expect(res.body, url).not.toContain('Brouillon interne');
    }
  });

  it('/document/{id} shows the title, type and reference, never the text, to a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/document/${docId}?q=arbitrage` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<title data-ssr-head>Acte uniforme relatif au droit de l’arbitrage | LexFaso</title>',
    );
    expect(metaContent(html, 'og:description')).toContain('Acte Uniforme');
    expect(metaContent(html, 'og:description')).toContain('(Acte uniforme OHADA du 23 novembre 2017)');
    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@type': 'Article',
      name: 'Acte uniforme relatif au droit de l’arbitrage',
      identifier: 'Acte uniforme OHADA du 23 novembre 2017',
      genre: 'Acte Uniforme',
    });
    expect(html).not.toContain(BODY_SENTENCE);
    expect(html).not.toContain('Préambule confidentiel');
    expect((await t.app.inject({ method: 'GET', url: '/document/424242' })).statusCode).toBe(404);
  });

  it('/document/{id} of a repealed text says so, and does not repeat a reference its title holds', async () => {
    const id = await createDocument(t.deps.db, {
      title: 'Code de procédure pénale de 1968 (Ordonnance n°68-7 du 21 février 1968)',
      content: 'Article 1\nTexte.',
      publishedAt: '1968-02-21',
      reference: 'Ordonnance n°68-7 du 21 février 1968',
      status: 'repealed',
      statusNote: 'Abrogé par la loi n°040-2019/AN du 29 mai 2019.',
    });
    const html = (await t.app.inject({ method: 'GET', url: `/document/${id}` })).body;
    const description = metaContent(html, 'og:description') ?? '';
    expect(description).toContain('Texte abrogé.');
    expect(description.split('Ordonnance n°68-7').length).toBe(2);
  });

  it('the news list and contact pages keep their own heads', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/actualites' });
    expect(list.body).toContain('<title data-ssr-head>Actualités juridiques | LexFaso</title>');
    const contact = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(jsonLdOf(contact.body)[0]).toMatchObject({ '@type': 'ContactPage' });
  });
});
