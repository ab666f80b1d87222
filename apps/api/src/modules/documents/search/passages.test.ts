import { describe, expect, it } from 'vitest';
import { passagesOf } from './passages';

const headingOf = (body: string) =>
  passagesOf(`Chapitre 4 Gage de meubles corporels\n\nArticle 92\n\n${body}`).find(
    (p) => p.label === 'Article 92',
  )?.heading;

describe('the passages of a structured text', () => {
  it('gives an article the division headings above it and its label', () => {
    expect(headingOf('Le constituant remet le bien.')).toBe(
      'Chapitre 4 Gage de meubles corporels — Article 92',
    );
  });

  it.each([
    ['Le gage est le contrat par lequel le constituant accorde…', 'gage'],
    ['L’hypothèque est l’affectation d’un immeuble…', 'hypothèque'],
    [
      'Le contrat de travail à temps partiel est le contrat de travail dont…',
      'contrat de travail à temps partiel',
    ],
    ['Est réputé bail à usage professionnel toute convention, écrite ou non…', 'bail à usage professionnel'],
    ['Sont considérés comme charges nouvelles les déclarations des témoins…', 'charges nouvelles'],
    ['Au sens de la présente loi, on entend par responsable du traitement : …', 'responsable du traitement'],
  ])('names the notion an article defines in its heading: %s', (body, notion) => {
    expect(headingOf(body)).toBe(`Chapitre 4 Gage de meubles corporels — Article 92 — ${notion}`);
  });

  it.each([
    'Le délai est de trois mois.',
    'Le présent code est applicable sur toute l’étendue du territoire.',
    'Le mineur de treize ans à seize ans contre lequel il existe des indices graves est une personne…',
    'La succession s’ouvre par la mort.',
  ])('names nothing for an article that defines nothing: %s', (body) => {
    expect(headingOf(body)).toBe('Chapitre 4 Gage de meubles corporels — Article 92');
  });
});
