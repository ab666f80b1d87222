import type { DocumentBlock, DocumentDetail } from '@lexfaso/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentBlocks } from './DocumentBlocks';
import { DocumentHeader } from './DocumentHeader';

const doc = (over: Partial<DocumentDetail> = {}): DocumentDetail => ({
  id: 4,
  title: 'Code de procédure pénale de 1968',
  slug: 'code-de-procedure-penale-de-1968',
  content: 'Article 1\n\nTexte.',
  preambule: 'Le Président de la République,\n\n[Note 1] Texte de 1968, publié au Journal officiel.',
  reference: 'Ordonnance n°68-7 du 21 février 1968',
  status: 'repealed',
  statusNote: 'Abrogé par la loi n°040-2019/AN du 29 mai 2019.',
  publishedAt: '1968-02-21',
  isPublished: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  docType: null,
  documentType: null,
  domaine: null,
  domain: null,
  organisme: null,
  jurisdiction: null,
  pdfPath: null,
  pdf_path: null,
  pdfUrl: null,
  hasPdf: false,
  pdfName: null,
  pdfSize: null,
  externalPdfUrl: null,
  source: null,
  contentLength: 17,
  lineCount: 3,
  blocks: [],
  blocksTotal: 0,
  toc: [],
  tocTotal: 0,
  version: null,
  ...over,
});

describe('the document page header', () => {
  it('cites the text by its reference, never its slug, and marks a repealed text with what repealed it', () => {
    render(<DocumentHeader doc={doc()} />);
    expect(screen.getAllByText('Ordonnance n°68-7 du 21 février 1968')).toHaveLength(2); // under the title, in the facts
    expect(screen.queryByText('code-de-procedure-penale-de-1968')).toBeNull();
    const notice = screen.getByRole('note');
    expect(notice.textContent).toBe('Texte abrogé — Abrogé par la loi n°040-2019/AN du 29 mai 2019.');
    expect(screen.getAllByText('Abrogé')).toHaveLength(2); // the tag and the validity fact
  });

  it('says nothing of validity above a text in force, and keeps the preamble notes apart as notes', () => {
    render(
      <DocumentHeader
        doc={doc({ status: 'in-force', statusNote: null, title: 'Ordonnance n°68-7 du 21 février 1968' })}
      />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getAllByText('Ordonnance n°68-7 du 21 février 1968')).toHaveLength(2); // title and facts only
    expect(screen.getByText('Le Président de la République,')).toBeTruthy();
    const notes = screen.getByRole('complementary', { name: /préambule/ });
    expect(notes.textContent).toBe('Note : Texte de 1968, publié au Journal officiel.');
  });
});

describe('the reader', () => {
  it('shows an article’s notes as notes of that article', () => {
    const blocks: DocumentBlock[] = [
      {
        id: 'article-37',
        kind: 'article',
        level: 4,
        label: 'Article 37',
        text: 'Le Président du Faso est élu au suffrage universel direct.',
        notes: ['L’article 37 a été modifié deux fois.'],
        start: 0,
        end: 80,
      },
    ];
    render(
      <DocumentBlocks
        blocks={blocks}
        total={1}
        visible={1}
        onNeedMore={() => {}}
        matchesByBlock={new Map()}
        current={-1}
        documentId={4}
      />,
    );
    const article = screen.getByRole('region', { name: 'Article 37' });
    const notes = screen.getByRole('complementary', { name: /Article 37/ });
    expect(article.contains(notes)).toBe(true);
    expect(notes.textContent).toBe('Note : L’article 37 a été modifié deux fois.');
  });

  it('shows an article’s links, its status and what cites it', () => {
    const text = "Sous réserve de l'article 2 ci-dessus et de l'article 5 de la loi n°028-2008/AN.";
    const blocks: DocumentBlock[] = [
      {
        id: 'article-3',
        kind: 'article',
        level: 1,
        label: 'Article 3',
        text,
        start: 0,
        end: 120,
        status: 'abroge',
        statusNote: {
          text: 'Abrogé par la loi nouvelle.',
          by: { documentId: 9, reference: 'Loi n°1' },
          date: '2020-01-02',
        },
        links: [
          {
            from: text.indexOf('article 2'),
            to: text.indexOf('article 2') + 9,
            documentId: 4,
            articleId: 'article-2',
          },
          {
            from: text.indexOf('article 5'),
            to: text.indexOf('article 5') + 9,
            documentId: 7,
            articleId: 'article-5',
          },
        ],
        citedByCount: 2,
      },
    ];
    render(
      <MemoryRouter initialEntries={['/document/4']}>
        <DocumentBlocks
          blocks={blocks}
          total={1}
          visible={1}
          onNeedMore={() => {}}
          matchesByBlock={new Map()}
          current={-1}
          documentId={4}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'article 2' }).getAttribute('href')).toBe(
      '/document/4#article-2',
    );
    expect(screen.getByRole('link', { name: 'article 5' }).getAttribute('href')).toBe(
      '/document/7#article-5',
    );
    expect(screen.getByText('Abrogé')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Loi n°1' }).getAttribute('href')).toBe('/document/9');
    expect(screen.getByRole('button', { name: 'Cité par 2' }).getAttribute('aria-expanded')).toBe('false');
  });
});
