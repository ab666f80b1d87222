import { describe, expect, it } from 'vitest';
import { recogniseDecisionReferences } from './decision-references';
import {
  type DecisionKey,
  formatDecisionTarget,
  parseDecisionTarget,
  resolveDecisionTarget,
  targetsNaming,
} from './decision-targets';

/** The references of a text, each as its words and what it names. */
const refs = (text: string) =>
  recogniseDecisionReferences(text).map((r) => ({
    words: text.slice(r.start, r.end),
    target: r.target && formatDecisionTarget(r.target),
  }));

describe('references to decisions in a decision’s text', () => {
  it('reads the forms issue 32 names, court, nature, number and date', () => {
    expect(refs('Vu l’arrêt n°025/2018 du 8 mars 2018 de la CCJA ;')).toEqual([
      {
        words: 'arrêt n°025/2018 du 8 mars 2018 de la CCJA',
        target: 'decision:ohada-ccja:arrêt:25/2018:2018-03-08',
      },
    ]);
    expect(refs('Voir CCJA, arrêt n°025/2018, et la suite.')).toEqual([
      { words: 'CCJA, arrêt n°025/2018', target: 'decision:ohada-ccja:arrêt:25/2018:' },
    ]);
    expect(refs('Vu la décision n°2015-026/CC/EPF ;')).toEqual([
      {
        words: 'décision n°2015-026/CC/EPF',
        target: 'decision:bf-conseil-constitutionnel:*:2015-26/CC/EPF:',
      },
    ]);
    expect(refs('(Cass. soc., 10 juillet 2002, n° 00-45.135)')).toEqual([
      {
        words: 'Cass. soc., 10 juillet 2002, n° 00-45.135',
        target: 'decision:bf-cour-de-cassation|fr-cour-de-cassation:*:0-45.135:2002-07-10',
      },
    ]);
  });

  it('takes the court the sentence names: after the reference, as the subject, or before a possessive', () => {
    expect(
      refs(
        'contre l’arrêt n° 42 rendu le 10 juin 1994 par la Chambre Correctionnelle de la Cour d’Appel de Ouagadougou dans une instance',
      ),
    ).toEqual([
      {
        words:
          'arrêt n° 42 rendu le 10 juin 1994 par la Chambre Correctionnelle de la Cour d’Appel de Ouagadougou',
        target: 'decision:bf-ca-ouagadougou:arrêt:42:1994-06-10',
      },
    ]);
    expect(
      refs('Que par jugement n°506 du 30 juin 1999, le Tribunal de Grande Instance de Ouagadougou a'),
    ).toEqual([
      {
        words: 'jugement n°506 du 30 juin 1999',
        target: 'decision:bf-tgi-ouagadougou:jugement:506:1999-06-30',
      },
    ]);
    expect(
      refs('Attendu que la Cour de céans a déjà tranché par son Arrêt n°014/2009 du 16 avril 2009 que'),
    ).toEqual([
      { words: 'Arrêt n°014/2009 du 16 avril 2009', target: 'decision:=:arrêt:14/2009:2009-04-16' },
    ]);
    expect(refs('Que la Cour de céans, dans son arrêt n° 44 du 7 juillet 2005, a jugé')[0].target).toBe(
      'decision:=:arrêt:44:2005-07-07',
    );
    expect(
      refs(
        'consacré par la haute Cour de céans dans ses Arrêts n°054/2005 du 15 décembre 2005 et n°003/2005 du 27 janvier 2005 qui',
      ),
    ).toEqual([
      { words: 'Arrêts n°054/2005 du 15 décembre 2005', target: 'decision:=:arrêt:54/2005:2005-12-15' },
      { words: 'n°003/2005 du 27 janvier 2005', target: 'decision:=:arrêt:3/2005:2005-01-27' },
    ]);
    expect(refs('l’arrêt n° 063/2008 rendu le 30 décembre 2008 par la Cour de céans.')[0].target).toBe(
      'decision:=:arrêt:63/2008:2008-12-30',
    );
  });

  it('names no decision when its court is not named, or not one of the list', () => {
    // no court: an 'arrêt n°23' is one of every court and year
    expect(refs('alors même que l’arrêt n° 23 du 3 février 1993 est un titre')).toEqual([
      { words: 'arrêt n° 23 du 3 février 1993', target: null },
    ]);
    expect(refs('son arrêt n° 44 du 7 juillet 2005')[0].target).toBeNull();
    // a court the list does not have, a member state's supreme court, 'la Cour' alone
    expect(
      refs('que par arrêt n° 96 du 18 août 2003, la Cour d’Appel de Niamey a confirmé')[0].target,
    ).toBeNull();
    expect(
      refs('la Cour Suprême du Niger, par arrêt n° 04-30/C en date du 29 janvier 2004,')[0].target,
    ).toBeNull();
    expect(refs('la Cour d’appel, dans son arrêt n° 44 du 7 juillet 2005, a')[0].target).toBeNull();
  });

  it('leaves statutes and other numbers alone', () => {
    expect(
      refs(
        'Vu l’ordonnance n°91-0051/PRES du 26 août 1991 portant composition, organisation et fonctionnement de la Cour Suprême ;',
      ),
    ).toEqual([]);
    expect(refs('Dossier n°42/93, lettre n° 94-107 du 13 Avril 1994, article 12')).toEqual([]);
    // an order a court made is a decision
    expect(
      refs(
        'contre l’ordonnance n° 37 rendue le 19 Juin 1997 par le premier président de la Cour d’Appel de Ouagadougou',
      )[0].target,
    ).toBe('decision:bf-ca-ouagadougou:ordonnance:37:1997-06-19');
  });
});

describe('where a reference to a decision lands', () => {
  const decisions: DecisionKey[] = [
    { documentId: 1, courtId: 'ohada-ccja', nature: 'arrêt', number: '063/2008', date: '2008-12-30' },
    {
      documentId: 2,
      courtId: 'ohada-ccja',
      nature: 'ordonnance',
      number: '004/2009/CCJA',
      date: '2009-03-05',
    },
    { documentId: 3, courtId: 'bf-cour-supreme', nature: 'arrêt', number: '23', date: '1993-02-03' },
    {
      documentId: 4,
      courtId: 'bf-conseil-constitutionnel',
      nature: 'avis',
      number: '2005-001/CC',
      date: '2005-01-12',
    },
    {
      documentId: 5,
      courtId: 'bf-conseil-constitutionnel',
      nature: 'décision',
      number: '2005-001/CC',
      date: '2005-06-01',
    },
    { documentId: 6, courtId: 'bf-cour-de-cassation', nature: 'arrêt', number: '29', date: '2005-05-26' },
  ];
  const land = (target: string, citing: { documentId: number; courtId: string | null }) => {
    const t = parseDecisionTarget(target);
    if (!t) throw new Error(target);
    return resolveDecisionTarget(t, citing, decisions);
  };
  const fromCcja = { documentId: 2, courtId: 'ohada-ccja' };
  const fromBf = { documentId: 3, courtId: 'bf-cour-supreme' };

  it('lands on the one decision of that court, number, date and nature', () => {
    expect(land('decision:=:arrêt:63/2008:2008-12-30', fromCcja)).toBe(1);
    expect(land('decision:ohada-ccja:*:63/2008:', fromBf)).toBe(1);
    expect(land('decision:bf-cour-de-cassation|fr-cour-de-cassation:arrêt:29:2005-05-26', fromBf)).toBe(6);
    expect(land('decision:bf-conseil-constitutionnel:avis:2005-1/CC:', fromBf)).toBe(4);
  });

  it('lands nowhere rather than perhaps wrong', () => {
    // another date, another nature, another court
    expect(land('decision:=:arrêt:63/2008:2008-12-31', fromCcja)).toBeNull();
    expect(land('decision:ohada-ccja:ordonnance:63/2008:2008-12-30', fromBf)).toBeNull();
    expect(land('decision:bf-cour-de-cassation:arrêt:23:1993-02-03', fromBf)).toBeNull();
    // a plain number without its date: one of every year
    expect(land('decision:bf-cour-supreme:arrêt:23:', fromBf)).toBeNull();
    // two decisions answer
    expect(land('decision:bf-conseil-constitutionnel:*:2005-1/CC:', fromBf)).toBeNull();
    // a Burkinabè court from a CCJA decision is a member state's
    expect(land('decision:bf-cour-supreme:arrêt:23:1993-02-03', fromCcja)).toBeNull();
    // the citing decision itself; a citing document that is no decision, for its own court
    expect(land('decision:=:arrêt:23:1993-02-03', fromBf)).toBeNull();
    expect(land('decision:=:arrêt:63/2008:2008-12-30', { documentId: 99, courtId: null })).toBeNull();
  });

  it('lists every target that may name a decision, for the references its change moves', () => {
    const targets = targetsNaming({
      courtId: 'bf-cour-de-cassation',
      nature: 'arrêt',
      number: '029',
      date: '2005-05-26',
    });
    for (const t of [
      'decision:=:arrêt:29:2005-05-26',
      'decision:bf-cour-de-cassation:*:29:',
      'decision:bf-cour-de-cassation|fr-cour-de-cassation:arrêt:29:2005-05-26',
    ])
      expect(targets).toContain(t);
    expect(parseDecisionTarget('loi:28-2008')).toBeNull();
  });
});
