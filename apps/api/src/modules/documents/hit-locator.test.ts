import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSnippet, parseQuery } from '../../search';
import { hostileString } from '../../search/test-arbitraries';
import { firstMatchOffset } from './hit-locator';

const TEXT =
  "Préambule. L'ÉTAT garantit les droits. Les Sociétés anonymes sont régies par l’Acte uniforme. Les œuvres de l'esprit sont protégées. Article L. 1234-5 : licenciements.";

describe('firstMatchOffset', () => {
  it('finds the first word analysing to a query token, whatever the case, accents, elision or ligature', () => {
    expect(firstMatchOffset(TEXT, parseQuery('etat'))).toBe(TEXT.indexOf('ÉTAT'));
    expect(firstMatchOffset(TEXT, parseQuery('société'))).toBe(TEXT.indexOf('Sociétés'));
    expect(firstMatchOffset(TEXT, parseQuery('acte'))).toBe(TEXT.indexOf('Acte'));
    expect(firstMatchOffset(TEXT, parseQuery('oeuvre'))).toBe(TEXT.indexOf('œuvres'));
    expect(firstMatchOffset(TEXT, parseQuery('licenciement'))).toBe(TEXT.indexOf('licenciements'));
    expect(firstMatchOffset(TEXT, parseQuery('licenc*'))).toBe(TEXT.indexOf('licenciements'));
    expect(firstMatchOffset(TEXT, parseQuery('1234'))).toBe(TEXT.indexOf('1234'));
    expect(firstMatchOffset(TEXT, parseQuery('"acte uniforme" régies'))).toBe(TEXT.indexOf('régies'));
  });

  it('finds an irregular plural, which does not start like its stem', () => {
    const text = 'Les prix des BAUX à ferme sont des fruits civils. L’usufruitier peut donner à bail.';
    expect(firstMatchOffset(text, parseQuery('bail'))).toBe(text.indexOf('BAUX'));
    expect(firstMatchOffset(text, parseQuery('baux commerciaux'))).toBe(text.indexOf('BAUX'));
    expect(firstMatchOffset(text, parseQuery('"baux à ferme"'))).toBe(text.indexOf('BAUX'));
  });

  it('answers -1 without a match or without a positive term', () => {
    expect(firstMatchOffset(TEXT, parseQuery('arbitrage'))).toBe(-1);
    expect(firstMatchOffset(TEXT, parseQuery('-etat'))).toBe(-1);
    expect(firstMatchOffset(TEXT, parseQuery('le la'))).toBe(-1);
  });

  it('agrees with the snippet builder on whether the text matches, for any input', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        const q = parseQuery(input);
        const offset = firstMatchOffset(TEXT, q);
        expect(offset >= 0).toBe(buildSnippet(TEXT, q).matched);
      }),
      { numRuns: 300 },
    );
  });
});
