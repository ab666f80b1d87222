import { describe, expect, it } from 'vitest';
import { CourtsAnswer, DecisionFields, DecisionView } from './case-law';
import { CASE_LAW_MESSAGES } from './messages/case-law';

const valid = {
  courtId: 'bf-cour-de-cassation',
  chamber: 'Chambre criminelle',
  number: '29',
  date: '2005-05-26',
  nature: 'arrêt',
  solution: 'irrecevabilité',
  parties: 'Monsieur Y.K. c/ Etab.V.',
  summary: '',
  keywords: ['POURVOI - DÉLAI'],
};

describe('DecisionFields', () => {
  it('accepts a decision’s fields and reads an empty text as none', () => {
    expect(DecisionFields.parse(valid)).toMatchObject({ summary: null, keywords: ['POURVOI - DÉLAI'] });
    expect(DecisionFields.parse({ ...valid, chamber: '  ', keywords: undefined })).toMatchObject({
      chamber: null,
      keywords: [],
    });
  });

  it('refuses what is wrong with a French message for each field', () => {
    const result = DecisionFields.safeParse({
      courtId: '',
      chamber: 'x'.repeat(121),
      number: ' ',
      date: '2005-02-30',
      nature: 'sentence',
      solution: 'gagné',
      parties: 'x'.repeat(1001),
      summary: null,
      keywords: Array(51).fill('mot'),
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toEqual({
      courtId: CASE_LAW_MESSAGES.courtRequired,
      chamber: CASE_LAW_MESSAGES.chamberTooLong,
      number: CASE_LAW_MESSAGES.numberRequired,
      date: CASE_LAW_MESSAGES.dateInvalid,
      nature: CASE_LAW_MESSAGES.natureInvalid,
      solution: CASE_LAW_MESSAGES.solutionInvalid,
      parties: CASE_LAW_MESSAGES.partiesTooLong,
      keywords: CASE_LAW_MESSAGES.tooManyKeywords,
    });
  });

  it('describes the answer’s decision and the courts list', () => {
    const { courtId: _, ...rest } = DecisionFields.parse(valid);
    expect(
      DecisionView.parse({
        ...rest,
        court: { id: 'bf-cour-de-cassation', name: 'Cour de cassation', kind: 'cassation' },
      }).court.kind,
    ).toBe('cassation');
    expect(
      CourtsAnswer.safeParse({
        courts: [{ id: 'ohada-ccja', name: 'CCJA', kind: 'community', country: 'OHADA', decisionCount: 38 }],
      }).success,
    ).toBe(true);
    expect(
      CourtsAnswer.safeParse({
        courts: [{ id: 'Bad Id', name: 'x', kind: 'community', country: 'OHADA', decisionCount: 1 }],
      }).success,
    ).toBe(false);
  });
});
