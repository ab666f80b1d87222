import { describe, expect, it } from 'vitest';
import { analyzeTokens } from '../analyzer';

const stem = (word: string) => analyzeTokens(word).join(' ');
const together = (a: string, b: string) => expect(stem(a), `${a} ~ ${b}`).toBe(stem(b));
const apart = (a: string, b: string) => expect(stem(a), `${a} ≁ ${b}`).not.toBe(stem(b));

describe('the stemmer on the legal vocabulary', () => {
  it('keeps notions apart that Snowball merges', () => {
    apart('nantissement', 'Nantes');
    together('nantissement', 'nantissements');
    apart('fonds', 'fondé');
    apart('fonds', 'fonder');
    apart('loyer', 'loi');
    together('loyer', 'loyers');
    apart('cours', 'Cour');
    apart('courant', 'cour');
    apart('délai', 'délit');
    together('délais', 'délai');
    together('délits', 'délit');
    apart('fois', 'foi');
    apart('pays', 'paye');
    apart('communes', 'commun');
    apart('arrêté', 'arrêt');
    together('arrêtés', 'arrêtée');
    apart('amendement', 'amende');
    apart('parties', 'parts');
    apart('partis', 'parts');
    apart('partie', 'parti');
  });

  it('joins forms of one notion that Snowball splits', () => {
    together('publique', 'public');
    together('publiques', 'publics');
    apart('publication', 'publique');
    together('refus', 'refuser');
    together('abus', 'abusif');
    together('foncière', 'foncier');
    together('propriétés foncières', 'propriété foncier');
    together('immobilière', 'immobilier');
    together('première', 'premier');
    together('douanière', 'douanier');
  });

  it('joins the irregular plurals whose meaning holds, and only those', () => {
    together('baux', 'bail');
    together('bestiaux', 'bétail');
    together('aïeux', 'aïeul');
    // Works (marchés de travaux) are not labour (Code du travail).
    apart('travaux', 'travail');
  });
});
