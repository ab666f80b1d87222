import { describe, expect, it } from 'vitest';
import { cleanDecisionText } from './clean-text';
import { readDecisionFields, readSolution } from './fields';
import { frenchNumberWords, parseDateInWords, parseFrenchDate } from './french-dates';
import { recogniseDecisionParts } from './structure';

const read = (raw: string) => {
  const text = cleanDecisionText(raw);
  return readDecisionFields(text, recogniseDecisionParts(text));
};

describe('French dates', () => {
  it('reads figures, month names and words', () => {
    expect(parseFrenchDate('15/06/1999')).toBe('1999-06-15');
    expect(parseFrenchDate('18/06/02')).toBe('2002-06-18');
    expect(parseFrenchDate('27/7//2006')).toBe('2006-07-27');
    expect(parseFrenchDate('1er juillet 2004')).toBe('2004-07-01');
    expect(parseFrenchDate('03 février2005')).toBe('2005-02-03');
    expect(parseFrenchDate('31/02/2005')).toBeNull();
    expect(frenchNumberWords('mil neuf cent quatre vingt dix-neuf')).toBe(1999);
    expect(frenchNumberWords('deux mille sept')).toBe(2007);
    expect(frenchNumberWords('vingt et un')).toBe(21);
    expect(parseDateInWords('L’an mil neuf cent quatre vingt dix-neuf Et le quinze juin La Cour')).toBe(
      '1999-06-15',
    );
    expect(parseDateInWords("L'an deux mille deux , Et le dix huit juin")).toBe('2002-06-18');
    expect(parseDateInWords('L’an deux mille Et le 4 juillet')).toBe('2000-07-04');
  });
});

describe('readDecisionFields', () => {
  const cassation =
    'COUR DE CASSATION BURKINA FASO Unité – Progrès - Justice CHAMBRE CRIMINELLE -------- \n\n Arrêt n° 29 du 26/5/2005 \n\n A f f a i r e \n\n Monsieur Y.K. Contre Etab.V. \n\n AUDIENCE PUBLIQUE DU 26 MAI 2005 \n\n L’an deux mille cinq Et le vingt six mai ; \n\n La Cour de Cassation, Chambre Criminelle, ( BURKINA FASO ), siégeant en audience publique et composée de : Monsieur D.A.M., Président \n\n A rendu l’arrêt ci-après : \n\n LA COUR Statuant sur le pourvoi formé contre l’arrêt n° 42 rendu le 10 juin 1994 ; \n\n Vu l’ordonnance n°91-0051/PRES du 26 août 1991 ; \n\n Attendu que le pourvoi a été fait hors délai ; \n\n PAR CES MOTIFS Déclare le pourvoi de Monsieur Y.K. irrecevable ; Met les dépens à sa charge. Ainsi jugé et prononcé publiquement. Et ont signé, le Président et le Greffier.';

  it('reads court, chamber, number, date, nature, solution and parties from the text', () => {
    const f = read(cassation);
    expect({ ...f, evidence: undefined }).toEqual({
      courtId: 'bf-cour-de-cassation',
      chamber: 'Chambre criminelle',
      number: '29',
      date: '2005-05-26',
      nature: 'arrêt',
      solution: 'irrecevabilité',
      parties: 'Monsieur Y.K. c/ Etab.V.',
      evidence: undefined,
    });
    expect(f.evidence.number).toBe('Arrêt n° 29 du 26/5/2005');
  });

  it('takes the date most mentions agree on', () => {
    // the title line says 2005, the hearing and the date in words say 2006
    const f = read(
      cassation
        .replace('AUDIENCE PUBLIQUE DU 26 MAI 2005', 'AUDIENCE PUBLIQUE DU 26 MAI 2006')
        .replace('deux mille cinq', 'deux mille six'),
    );
    expect(f.date).toBe('2006-05-26');
  });

  it('reads the Cour suprême and its chamber from the bench, whatever the header says', () => {
    const f = read(
      'COUR SUPREME BURKINA FASO ~~~~~~ CHAMBRE JUDICIAIRE ~~~~ Arrêt n° 15 du 15/01/2004 ~~~~ L’an deux mille quatre Et le quinze janvier La Cour de Cassation, Chambre Sociale, siégeant en audience publique \n\n Vu la loi ; \n\n Attendu que ; \n\n PAR CES MOTIFS Déclare le pourvoi irrecevable.',
    );
    expect([f.courtId, f.chamber, f.number, f.date]).toEqual([
      'bf-cour-de-cassation',
      'Chambre sociale',
      '15',
      '2004-01-15',
    ]);
  });

  it('reads the Conseil constitutionnel’s opinions and decisions', () => {
    const avis = read(
      'CONSEIL CONSTITUTIONNEL BURKINA FASO Unité- Progrès Justice AVIS JURIDIQUE /)/° 2004-14/CC aux fins de contrôle \n\n Le Conseil constitutionnel, saisi par lettre ; VU la Constitution ; Considérant que l’accord est régulier ; EMET L’AVIS SUIVANT : Article 1er L’Accord de Prêt est conforme à la Constitution du 2 juin 1991. Article 2 : Le présent avis sera publié. Ainsi délibéré par le Conseil constitutionnel en sa réunion du 29 juin 2004 où siégeaient.',
    );
    expect({ ...avis, evidence: undefined }).toMatchObject({
      courtId: 'bf-conseil-constitutionnel',
      chamber: null,
      number: '2004-14/CC',
      date: '2004-06-29',
      nature: 'avis',
      solution: 'avis conforme',
      parties: null,
    });
    const decision = read(
      'Conseil Constitutionnel Burkina Faso Décision n° 2005‑ 007/CC/EPF portant sur les recours ; Le Conseil constitutionnel, Vu la Constitution ; Considérant que ; DECIDE : Article 1 er : Les recours sont irrecevables. Ainsi délibéré par le Conseil constitutionnel en sa séance du 14 octobre 2005 où siégeaient',
    );
    expect([decision.number, decision.nature, decision.solution, decision.date]).toEqual([
      '2005-007/CC/EPF',
      'décision',
      'irrecevabilité',
      '2005-10-14',
    ]);
  });

  it('says what a dispositif decides', () => {
    expect(
      readSolution('PAR CES MOTIFS En la forme : reçoit le pourvoi ; Au fond : le rejette.', 'arrêt')
        ?.solution,
    ).toBe('rejet');
    expect(readSolution('Casse et annule l’arrêt ; Dit n’y avoir lieu à renvoi.', 'arrêt')?.solution).toBe(
      'cassation sans renvoi',
    );
    expect(readSolution('Casse l’arrêt n° 40 de ce chef ; rejette le surplus', 'arrêt')?.solution).toBe(
      'cassation partielle',
    );
    expect(
      readSolution('Donne acte au requérant de son désistement. Dit qu’il n’y a lieu à statuer.', 'arrêt')
        ?.solution,
    ).toBe('désistement');
    expect(readSolution('Déclare Monsieur K.Y.M. déchu de son pourvoi.', 'arrêt')?.solution).toBe(
      'déchéance',
    );
    expect(
      readSolution(
        'Désigne le juge d’instruction du Tribunal de Grande Instance de Ouagadougou pour instruire l’affaire',
        'arrêt',
      )?.solution,
    ).toBe('désignation de juridiction');
    expect(
      readSolution(
        'AU FOND La déclare fondée ; Annule le jugement n° 7 du Tribunal Populaire de la Révolution',
        'arrêt',
      )?.solution,
    ).toBe('annulation');
    expect(readSolution('Se déclare incompétente et renvoie les parties', 'arrêt')?.solution).toBe(
      'incompétence',
    );
    expect(readSolution('- Accordons l’exequatur de la sentence arbitrale', 'ordonnance')?.solution).toBe(
      'exequatur',
    );
    expect(readSolution('- Ordonnons la radiation du registre de l’affaire', 'ordonnance')?.solution).toBe(
      'radiation',
    );
    expect(readSolution('Evoquant et statuant sur le fond : confirme le jugement', 'arrêt')?.solution).toBe(
      'cassation',
    );
    expect(
      readSolution('Article 1er : La loi organique n’est pas conforme à la Constitution', 'décision')
        ?.solution,
    ).toBe('non-conformité');
    expect(readSolution('Article 1 : Les Statuts sont conformes à la Constitution', 'avis')?.solution).toBe(
      'avis conforme',
    );
    expect(readSolution('Met les dépens à la charge du Trésor', 'arrêt')).toBeNull();
  });
});
