import type { DocumentBlock, DocumentDetail } from '@lexfaso/contracts';
import { render, screen } from '@testing-library/react';
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
      />,
    );
    const article = screen.getByRole('region', { name: 'Article 37' });
    const notes = screen.getByRole('complementary', { name: /Article 37/ });
    expect(article.contains(notes)).toBe(true);
    expect(notes.textContent).toBe('Note : L’article 37 a été modifié deux fois.');
  });
});
