import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Block, parseDocumentStructure } from './structure';

const SAMPLE = `LOI N°028-2008/AN PORTANT CODE DU TRAVAIL AU BURKINA FASO

L'Assemblée nationale a délibéré.

TITRE I : DISPOSITIONS GENERALES

CHAPITRE PREMIER
DE L'OBJET

Article premier : Objet
La présente loi s'applique aux travailleurs.

Elle régit les relations de travail.

Article 2 : Le travailleur est toute personne
qui s'est engagée à mettre son activité.
Article 5 du présent code dispose que rien ne change.

ARTICLE 3
Texte trois.

Art. 4. Le contrat est écrit.
Article L. 1234-5 (nouveau)
Texte L.
Partie où est situé le bien.

TITRE II - DES CONTRATS
Section 1 : Formation
Sous-section 1 : Conditions
Article 3 : Doublon.
Article 12, alinéa 2 du code.`;

const byId = (blocks: Block[], id: string) => blocks.find((b) => b.id === id);

describe('parseDocumentStructure', () => {
  const { blocks, toc } = parseDocumentStructure(SAMPLE);

  it('keeps the head of the text as paragraphs', () => {
    expect(blocks.slice(0, 2).map((b) => [b.kind, b.text])).toEqual([
      ['paragraph', 'LOI N°028-2008/AN PORTANT CODE DU TRAVAIL AU BURKINA FASO'],
      ['paragraph', "L'Assemblée nationale a délibéré."],
    ]);
  });

  it('recognises divisions with their number, title and level', () => {
    expect(toc.filter((e) => e.kind !== 'article')).toEqual([
      { id: 'titre-1', kind: 'titre', level: 1, label: 'Titre I', heading: 'DISPOSITIONS GENERALES' },
      { id: 'chapitre-1', kind: 'chapitre', level: 2, label: 'Chapitre PREMIER', heading: "DE L'OBJET" },
      { id: 'titre-2', kind: 'titre', level: 1, label: 'Titre II', heading: 'DES CONTRATS' },
      { id: 'section-1', kind: 'section', level: 3, label: 'Section 1', heading: 'Formation' },
      { id: 'sous-section-1', kind: 'section', level: 4, label: 'Sous-section 1', heading: 'Conditions' },
    ]);
  });

  it('recognises article forms, titles and bodies', () => {
    const articles = blocks.filter((b) => b.kind === 'article');
    expect(articles.map((a) => [a.id, a.label, a.heading])).toEqual([
      ['article-1', 'Article premier', 'Objet'],
      ['article-2', 'Article 2', undefined],
      ['article-3', 'Article 3', undefined],
      ['article-4', 'Article 4', undefined],
      ['article-l-1234-5', 'Article L. 1234-5 (nouveau)', undefined],
      ['article-3-2', 'Article 3', undefined],
    ]);
    expect(articles.every((a) => a.level === 5)).toBe(true);
    expect(byId(blocks, 'article-1')!.text).toBe(
      "La présente loi s'applique aux travailleurs.\n\nElle régit les relations de travail.",
    );
    // The body starting on the article line, continued on the next lines; a reference to
    // another article at a line start stays in the text.
    expect(byId(blocks, 'article-2')!.text).toBe(
      "Le travailleur est toute personne\nqui s'est engagée à mettre son activité.\nArticle 5 du présent code dispose que rien ne change.",
    );
    expect(byId(blocks, 'article-4')!.text).toBe('Le contrat est écrit.');
    // 'Partie où…' is not a division (no number); 'Article 12, alinéa 2' is not an article.
    expect(byId(blocks, 'article-l-1234-5')!.text).toBe('Texte L.\nPartie où est situé le bien.');
    expect(byId(blocks, 'article-3-2')!.text).toBe('Doublon.\nArticle 12, alinéa 2 du code.');
  });

  it('gives offsets of the headings in the content', () => {
    for (const b of blocks) {
      const expected = b.kind === 'paragraph' ? b.text.slice(0, 10) : b.label.split(' ')[0].slice(0, 3);
      expect(SAMPLE.slice(b.start, b.start + 10).toLowerCase()).toContain(expected.toLowerCase());
      expect(b.end).toBeGreaterThanOrEqual(b.start);
    }
    expect(byId(blocks, 'article-2')!.start).toBe(SAMPLE.indexOf('Article 2 :'));
  });

  it('handles empty content, CRLF and headings without blank lines', () => {
    expect(parseDocumentStructure('')).toEqual({ blocks: [], toc: [] });
    const crlf = parseDocumentStructure('Article 1 : Objet\r\nTexte un.\r\n\r\nArticle 2\r\nTexte deux.');
    expect(crlf.blocks.map((b) => [b.id, b.heading, b.text])).toEqual([
      ['article-1', 'Objet', 'Texte un.'],
      ['article-2', undefined, 'Texte deux.'],
    ]);
  });

  it('reads messy PDF article lines', () => {
    const { blocks: messy } = parseDocumentStructure(
      [
        'ARTICLE 14 !LE CONSEIL ECONOMIQUE ET SOCIAL',
        'Article753 : La cour statue sur le fond.',
        'Article : 852 : Si le débiteur paie.',
        'Article.38. Nouveau - Le travailleur malade est protégé.',
        'Section Il : De la politique économique',
        'Titre préliminaire : De la publication',
        'Livre Ier : Des personnes',
        'CHAPITRES 4 : DES DELITS DIVERS',
        'Article 7 bis',
        'Texte.',
      ].join('\n'),
    );
    expect(messy.map((b) => [b.id, b.label, b.heading ?? null])).toEqual([
      ['article-14', 'Article 14', 'LE CONSEIL ECONOMIQUE ET SOCIAL'],
      ['article-753', 'Article 753', null],
      ['article-852', 'Article 852', null],
      ['article-38', 'Article 38 (nouveau)', null],
      ['section-2', 'Section Il', 'De la politique économique'],
      ['titre-preliminaire', 'Titre préliminaire', 'De la publication'],
      ['livre-1', 'Livre Ier', 'Des personnes'],
      ['chapitre-4', 'Chapitre 4', 'DES DELITS DIVERS'],
      ['article-7-bis', 'Article 7 bis', null],
    ]);
    expect(messy[3].text).toBe('Le travailleur malade est protégé.');
  });

  it('is fast on 2 MB of content', () => {
    const parts: string[] = [];
    let size = 0;
    for (let i = 1; size < 2_000_000; i++) {
      const part = `${i % 50 === 1 ? `CHAPITRE ${i}\n\n` : ''}Article ${i} : Titre ${i}\nLe présent article ${i} dispose que l'employeur respecte le code.\n\nSecond alinéa.\n\n`;
      parts.push(part);
      size += part.length;
    }
    const content = parts.join('');
    const t0 = performance.now();
    const result = parseDocumentStructure(content);
    console.log(
      `parseDocumentStructure on ${(content.length / 1e6).toFixed(1)} MB: ${(performance.now() - t0).toFixed(0)} ms, ${result.blocks.length} blocks`,
    );
    expect(result.blocks.filter((b) => b.kind === 'article').length).toBe(parts.length);
  });
});

// Real texts: documents assembled as the importer would (heading line, then the text).
const CORPUS = '/work/shared/corpus/raw';
const LAHALEX = join(CORPUS, 'lahalex-v0/content/documents/acte-uniforme-arbitrage-ohada');
const CODE_CIVIL = join(
  CORPUS,
  'etalab-codes-juridiques-francais/codes-en-vigueur/code-civil/livre-ier/titre-iv',
);

describe.skipIf(!existsSync(LAHALEX))('on a real OHADA Uniform Act', () => {
  interface Section {
    id: string;
    title: string;
    type: string;
    path: string[];
  }
  const meta = JSON.parse(readFileSync(join(LAHALEX, 'metadata.json'), 'utf8')) as {
    structure: { sections: Section[] };
  };
  const pieces: string[] = [];
  for (const s of meta.structure.sections) {
    if (s.type === 'article') {
      const file = join(LAHALEX, ...s.path.slice(0, -1), `${s.id}.md`);
      pieces.push(`${s.title}\n${existsSync(file) ? readFileSync(file, 'utf8').trim() : ''}`);
    } else {
      pieces.push(s.title);
    }
  }
  const content = pieces.join('\n\n');
  const { blocks, toc } = parseDocumentStructure(content);
  const expectedArticles = meta.structure.sections.filter((s) => s.type === 'article');

  it('finds every chapter and article, in order', () => {
    const articles = blocks.filter((b) => b.kind === 'article');
    expect(articles.map((a) => a.label.replace('Article ', ''))).toEqual(
      expectedArticles.map((s) => s.title.replace(/^Article\s*|\s*:.*$/g, '')),
    );
    expect(toc.filter((e) => e.kind === 'chapitre').length).toBe(
      meta.structure.sections.filter((s) => s.type === 'chapitre').length,
    );
    expect(new Set(blocks.map((b) => b.id)).size).toBe(blocks.length);
    expect(articles.every((a) => a.text.length > 0)).toBe(true);
  });
});

describe.skipIf(!existsSync(CODE_CIVIL))('on the French Code civil (Livre Ier, Titre IV)', () => {
  // Markdown tree: README.md holds '# Chapitre II : …', article files '# Article 126' + text.
  const pieces: string[] = [];
  const walk = (dir: string) => {
    pieces.push(readFileSync(join(dir, 'README.md'), 'utf8').split('\n')[0].replace(/^#\s*/, ''));
    const entries = readdirSync(dir, { withFileTypes: true });
    const articles = entries
      .filter((e) => e.isFile() && e.name.startsWith('article-'))
      .map((e) => e.name)
      .sort((a, b) => Number.parseInt(a.slice(8), 10) - Number.parseInt(b.slice(8), 10));
    for (const name of articles)
      pieces.push(readFileSync(join(dir, name), 'utf8').trim().replace(/^#\s*/, ''));
    for (const sub of entries
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort())
      walk(join(dir, sub));
  };
  walk(CODE_CIVIL);
  const content = pieces.join('\n\n');
  const { blocks, toc } = parseDocumentStructure(content);

  it('builds the table of contents', () => {
    expect(toc.slice(0, 2)).toEqual([
      { id: 'titre-4', kind: 'titre', level: 1, label: 'Titre IV', heading: 'Des absents' },
      {
        id: 'chapitre-1',
        kind: 'chapitre',
        level: 2,
        label: 'Chapitre Ier',
        heading: "De la présomption d'absence",
      },
    ]);
    const article126 = blocks.find((b) => b.id === 'article-126');
    expect(article126?.text).toMatch(/^La requête aux fins de déclaration d'absence/);
    const hit = content.indexOf('non avenue lorsque');
    expect(article126 && hit >= article126.start && hit < article126.end).toBe(true);
  });
});

describe('anchors of repeated headings', () => {
  it('number a repeated heading -2, -3, … and skip a number another heading already holds', () => {
    const content = [
      'Section 1 : Début',
      'Section 1 : Encore',
      'Article 1-2 : Texte.',
      'Article 1 : Texte.',
      'Article 1 : Texte.',
      'Article 1 : Texte.',
      'Section 1 : Fin',
    ].join('\n\n');
    const ids = parseDocumentStructure(content).toc.map((e) => e.id);
    expect(ids).toEqual([
      'section-1',
      'section-1-2',
      'article-1-2',
      'article-1',
      'article-1-3',
      'article-1-4',
      'section-1-3',
    ]);
  });

  it("take no number from words named like Object.prototype's members", () => {
    const { toc } = parseDocumentStructure(
      'Titre premier : Début\n\nTitre constructor : Suite\n\nChapitre valueOf : Fin',
    );
    expect(toc.map((e) => e.id)).toEqual(['titre-1']);
  });
});

describe('official texts (notes, ranges, decimal and inserted articles, signatures)', () => {
  const content = [
    'PREMIERE PARTIE DES PERSONNES',
    'TITRE XIV bis DU MEDIATEUR DU FASO',
    '[Note 96] Ce titre XIV bis a été créé par la loi constitutionnelle du 11 juin 2012.',
    'Article 13',
    'Texte treize.',
    'Article 13.1',
    'Texte treize un.',
    '[Note 9] Article ajouté par la loi constitutionnelle du 5 novembre 2015.',
    '[Note] Acte uniforme (en regard) : Art. 49. Quelle que soit la nature de la dette.',
    'Articles 7 à 515',
    '[…].',
    'Articles 2116 et 2117',
    '[…].',
    'Article 297 (ord. 91-51)',
    'Texte inséré.',
    'Article 12',
    'Le présent décret sera publié au Journal officiel.',
    'Ouagadougou, le 17 mai 2000',
    'Blaise COMPAORE',
  ].join('\n\n');
  const { blocks, toc } = parseDocumentStructure(content);

  it('reads ordinal-first and bis divisions', () => {
    expect(toc.slice(0, 2).map((e) => [e.id, e.label, e.heading])).toEqual([
      ['partie-1', 'Premiere partie', 'DES PERSONNES'],
      ['titre-14-bis', 'Titre XIV bis', 'DU MEDIATEUR DU FASO'],
    ]);
  });

  it('attaches [Note] paragraphs to the block before them, outside its text', () => {
    expect(byId(blocks, 'titre-14-bis')!.notes).toEqual([
      'Ce titre XIV bis a été créé par la loi constitutionnelle du 11 juin 2012.',
    ]);
    const article = byId(blocks, 'article-13-1')!;
    expect(article.label).toBe('Article 13.1');
    expect(article.text).toBe('Texte treize un.');
    expect(article.notes).toEqual([
      'Article ajouté par la loi constitutionnelle du 5 novembre 2015.',
      'Acte uniforme (en regard) : Art. 49. Quelle que soit la nature de la dette.',
    ]);
    // The note's text lies within the article's span (the reader shows it with the article).
    const note = content.indexOf('Art. 49');
    expect(note >= article.start && note < article.end).toBe(true);
    expect(blocks.some((b) => b.kind === 'paragraph' && b.text.startsWith('[Note'))).toBe(false);
  });

  it('reads ranges of articles and articles inserted from another text', () => {
    expect(blocks.filter((b) => b.kind === 'article').map((b) => [b.id, b.label])).toEqual([
      ['article-13', 'Article 13'],
      ['article-13-1', 'Article 13.1'],
      ['articles-7-a-515', 'Articles 7 à 515'],
      ['articles-2116-et-2117', 'Articles 2116 et 2117'],
      ['article-297-ord-91-51', 'Article 297 (ord. 91-51)'],
      ['article-12', 'Article 12'],
    ]);
    expect(byId(blocks, 'articles-7-a-515')!.text).toBe('[…].');
  });

  it('ends the last article where the signatures start', () => {
    expect(byId(blocks, 'article-12')!.text).toBe('Le présent décret sera publié au Journal officiel.');
    expect(blocks.slice(-2).map((b) => [b.kind, b.text])).toEqual([
      ['paragraph', 'Ouagadougou, le 17 mai 2000'],
      ['paragraph', 'Blaise COMPAORE'],
    ]);
  });
});
