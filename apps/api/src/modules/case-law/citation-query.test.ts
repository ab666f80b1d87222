import { describe, expect, it } from 'vitest';
import { numberKey, parseDecisionCitation } from './citation-query';

describe('a decision’s usual citation in a query', () => {
  it('reads the number, the date and the courts of the forms api.md names', () => {
    expect(parseDecisionCitation('CCJA, arrêt n°025/2018 du 8 février 2018')).toEqual({
      number: '25/2018',
      date: '2018-02-08',
      courts: ['ohada-ccja'],
    });
    expect(parseDecisionCitation('Décision n°2015-026/CC/EPF')).toEqual({
      number: '2015-26/CC/EPF',
      date: null,
      courts: ['bf-conseil-constitutionnel'],
    });
    expect(parseDecisionCitation('Cass. soc., 10 juillet 2002, n° 00-45.135')).toEqual({
      number: '0-45.135',
      date: '2002-07-10',
      courts: ['bf-cour-de-cassation', 'fr-cour-de-cassation'],
    });
    expect(parseDecisionCitation('Cass. crim., arrêt n°29 du 26 mai 2005')).toMatchObject({
      number: '29',
      date: '2005-05-26',
    });
    expect(parseDecisionCitation('CS, ch. jud., arrêt n°22 du 15/06/1999')).toEqual({
      number: '22',
      date: '1999-06-15',
      courts: ['bf-cour-supreme'],
    });
    expect(parseDecisionCitation('arrêt 006/2009/CCJA')).toMatchObject({ number: '6/2009/CCJA' });
  });

  it('is no citation without a number, or with a bare number and nothing naming a decision', () => {
    expect(parseDecisionCitation('contrat de travail')).toBeNull();
    expect(parseDecisionCitation('article 36 code du travail')).toBeNull();
    expect(parseDecisionCitation('loi 028-2008')).toBeNull();
    expect(parseDecisionCitation('CCJA arbitrage')).toBeNull();
  });

  it('keys numbers whatever their leading zeros and case', () => {
    expect(numberKey('025/2018')).toBe(numberKey('25/2018'));
    expect(numberKey('2005-007/CC/EPF')).toBe(numberKey('2005-7/cc/epf'));
    expect(numberKey('00-45.135')).toBe('0-45.135');
  });
});
