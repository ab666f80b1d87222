import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocumentStructure } from '../structure';
import { extractOfficialText } from './official-text';

const LEFT = 70;
const RIGHT = 525;

interface Writer {
  page: PDFPage;
  font: PDFFont;
}

/** A line of body text; `full` spreads its words from margin to margin, as justified text is. */
function line(
  w: Writer,
  text: string,
  y: number,
  options: { size?: number; full?: boolean; x?: number } = {},
) {
  const size = options.size ?? 11;
  const x0 = options.x ?? LEFT;
  if (!options.full) {
    w.page.drawText(text, { x: x0, y, size, font: w.font });
    return x0 + w.font.widthOfTextAtSize(text, size);
  }
  const words = text.split(' ');
  const widths = words.map((word) => w.font.widthOfTextAtSize(word, size));
  const gap = (RIGHT - x0 - widths.reduce((a, b) => a + b, 0)) / (words.length - 1);
  let x = x0;
  words.forEach((word, i) => {
    w.page.drawText(word, { x, y, size, font: w.font });
    x += widths[i] + gap;
  });
  return RIGHT;
}

/** Small raised type after a run of text: a footnote call or an ordinal ending. */
function raised(w: Writer, text: string, x: number, y: number) {
  w.page.drawText(text, { x: x + 0.5, y: y + 4, size: 7, font: w.font });
  return x + 0.5 + w.font.widthOfTextAtSize(text, 7);
}

/** Two pages in the layout of an official edition: running header, page numbers, a footnote. */
async function officialPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) {
    const w = { page: doc.addPage([595, 842]), font };
    line(w, 'Journal officiel du Faso - Loi de test', 805, { size: 8, x: 200 });
    line(w, String(n), 40, { size: 9, x: 295 });
    if (n === 1) {
      line(w, 'LOI N°001-2024/AN', 770, { size: 14, x: 230 });
      line(w, 'L’ASSEMBLEE NATIONALE a délibéré et adopté la loi dont la teneur suit :', 740);
      line(w, 'TITRE I :', 700, { x: 260 });
      line(w, 'DISPOSITIONS GENERALES', 686, { x: 220 });
      let x = line(w, 'Art. 1', 650);
      x = raised(w, 'er', x, 650);
      line(w, '. La présente loi s’applique à tous les travailleurs salariés du secteur privé et', 650, {
        x,
        full: true,
      });
      line(w, 'public.', 636);
      line(w, 'Elle est applicable sur tout le territoire national.', 608);
      x = line(w, 'Art. 37', 580);
      x = raised(w, '15', x, 580);
      line(w, '. Le Président du Faso est élu pour cinq ans au suffrage universel direct, égal', 580, {
        x,
        full: true,
      });
      line(w, 'et secret. Il est rééligible une fois. En cas de contestation, un procès-', 566, {
        full: true,
      });
      line(w, 'verbal est dressé par la commission électorale nationale indépendante qui le', 552, {
        full: true,
      });
      w.page.drawText('15', { x: LEFT, y: 104, size: 6, font });
      line(w, 'Modifié par la loi constitutionnelle du 5 novembre 2015.', 100, { size: 8, x: LEFT + 8 });
    } else {
      line(w, 'transmet sans délai au Conseil constitutionnel.', 770);
      line(w, 'Art. 38. Nul ne peut exercer plus de deux mandats.', 742);
    }
  }
  return doc.save();
}

describe('extractOfficialText on a PDF', () => {
  let content = '';
  let preamble: string | null = null;
  let warnings: string[] = [];

  beforeAll(async () => {
    const pdf = await officialPdf();
    const result = await extractOfficialText({ pdf }, { preambleStartsAt: 'L’ASSEMBLEE NATIONALE' });
    ({ content, preamble, warnings } = result);
  });

  it('leaves running headers, page numbers and footnotes out of the text', () => {
    expect(content).not.toMatch(/Journal officiel|^\d+$/m);
    // The footnote is only in the note of its article.
    expect(content.match(/Modifié par la loi/g)).toEqual(['Modifié par la loi']);
    expect(content).toContain('[Note 15] Modifié par la loi');
    expect(warnings).toEqual([]);
  });

  it('gives the preamble apart, and leaves the title page out', () => {
    expect(preamble).toBe('L’ASSEMBLEE NATIONALE a délibéré et adopté la loi dont la teneur suit :');
    expect(content).not.toContain('LOI N°001-2024/AN');
  });

  it('writes headings on their own line and the original paragraphs between blank lines', () => {
    expect(content.split('\n\n')).toEqual([
      'TITRE I : DISPOSITIONS GENERALES',
      'Article 1er',
      'La présente loi s’applique à tous les travailleurs salariés du secteur privé et public.',
      'Elle est applicable sur tout le territoire national.',
      'Article 37',
      'Le Président du Faso est élu pour cinq ans au suffrage universel direct, égal et secret. Il est rééligible une fois. En cas de contestation, un procès-verbal est dressé par la commission électorale nationale indépendante qui le transmet sans délai au Conseil constitutionnel.',
      '[Note 15] Modifié par la loi constitutionnelle du 5 novembre 2015.',
      'Article 38',
      'Nul ne peut exercer plus de deux mandats.',
    ]);
  });

  it('gives the structure parser every article with its note', () => {
    const { blocks } = parseDocumentStructure(content);
    const articles = blocks.filter((b) => b.kind === 'article');
    expect(articles.map((a) => [a.id, a.label])).toEqual([
      ['article-1', 'Article 1er'],
      ['article-37', 'Article 37'],
      ['article-38', 'Article 38'],
    ]);
    expect(articles[1].notes).toEqual(['Modifié par la loi constitutionnelle du 5 novembre 2015.']);
  });

  it('applies the corrections of a manifest and fails when one no longer matches', async () => {
    const pdf = await officialPdf();
    const fixed = await extractOfficialText(
      { pdf },
      {
        replacements: [
          { find: 'Article 38', replace: 'Article 39', reason: 'Test : une correction avec sa raison.' },
        ],
      },
    );
    expect(fixed.content).toContain('Article 39\n\nNul ne peut');
    await expect(
      extractOfficialText(
        { pdf },
        { replacements: [{ find: 'Article 99', replace: 'x', reason: 'Test : plus là.' }] },
      ),
    ).rejects.toThrow('correction « Article 99 » attendue 1 fois, trouvée 0 fois');
  });
});

describe('extractOfficialText on a plain-text extraction', () => {
  it('reads pdftotext output: pages split by form feeds, page numbers apart', async () => {
    const text = [
      'TITRE I - DISPOSITIONS GENERALES',
      'Art. 1. La présente loi est applicable aux travailleurs et aux employeurs exerçant leur activité',
      'professionnelle au Burkina Faso.',
      '',
      '1',
      '\fArt. 2. Est considérée comme travailleur toute personne qui s’est engagée à mettre son activité',
      'professionnelle au service d’un employeur.',
    ].join('\n');
    const { content } = await extractOfficialText({ text });
    expect(content.split('\n\n')).toEqual([
      'TITRE I - DISPOSITIONS GENERALES',
      'Article 1',
      'La présente loi est applicable aux travailleurs et aux employeurs exerçant leur activité professionnelle au Burkina Faso.',
      'Article 2',
      'Est considérée comme travailleur toute personne qui s’est engagée à mettre son activité professionnelle au service d’un employeur.',
    ]);
  });
});
