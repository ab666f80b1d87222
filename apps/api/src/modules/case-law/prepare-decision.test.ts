import { beforeAll, describe, expect, it } from 'vitest';
import { frenchWords } from '../documents/official-text/french-words';
import type { IsWord } from './person-names';
import { prepareDecision } from './prepare-decision';

let isWord: IsWord;
beforeAll(async () => {
  isWord = await frenchWords();
});

const raw =
  'COUR DE CASSATION BURKINA FASO -------- CHAMBRE CRIMINELLE -------- Arrêt n° 29 du 26/5/2005 \n\n AUDIENCE PUBLIQUE DU 26 MAI 2005 \n\n Affaire : BECHARA Raheb Georges C/ Ministère Public \n\n L’an deux mille cinq Et le vingt six mai ; La Cour de Cassation, Chambre Criminelle, siégeant en audience publique \n\n Vu l’ordonnance n°91-0051/PRES ; \n\n Attendu que le pourvoi de BECHARA Raheb Georges est tardif ; \n\n PAR CES MOTIFS Déclare le pourvoi irrecevable. Ainsi jugé et prononcé publiquement.';

describe('prepareDecision', () => {
  it('cleans, pseudonymises when asked, and reads parts and fields', () => {
    const prepared = prepareDecision(raw, {
      pseudonymise: true,
      isWord,
      others: ['BECHARA Raheb Georges c/ Ministère Public'],
    });
    expect(prepared.content).not.toMatch(/BECHARA/);
    expect(prepared.others).toEqual(['B.R.G. c/ Ministère Public']);
    expect(prepared.parts.map((p) => p.kind)).toEqual([
      'header',
      'visas',
      'motifs',
      'dispositif',
      'signatures',
    ]);
    expect(prepared.fields).toMatchObject({
      courtId: 'bf-cour-de-cassation',
      chamber: 'Chambre criminelle',
      number: '29',
      date: '2005-05-26',
      solution: 'irrecevabilité',
      parties: 'B.R.G. c/ Ministère Public',
    });
    expect(prepared.replaced).toEqual([{ name: 'BECHARA Raheb Georges', initials: 'B.R.G.' }]);
  });

  it('leaves the names of a source that already masks them', () => {
    const prepared = prepareDecision(raw, { pseudonymise: false, isWord });
    expect(prepared.content).toContain('BECHARA Raheb Georges');
    expect(prepared.replaced).toEqual([]);
  });
});
