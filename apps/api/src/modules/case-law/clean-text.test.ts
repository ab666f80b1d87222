import { describe, expect, it } from 'vitest';
import { cleanDecisionText, duplicateKey } from './clean-text';

describe('cleanDecisionText', () => {
  it('turns rule lines into paragraph breaks and drops dot leaders', () => {
    const raw =
      'COUR SUPREME BURKINA FASO ----------- Unité - Progrès – Justice ~~~~~~ CHAMBRE JUDICIAIRE -=-=-=-=-= Dossier n°42/93\n\n' +
      ' Madame O.A. ………………………. Président Madame S.M. , ……………………….. Conseiller';
    expect(cleanDecisionText(raw)).toBe(
      'COUR SUPREME BURKINA FASO\n\nUnité - Progrès – Justice\n\nCHAMBRE JUDICIAIRE\n\nDossier n°42/93\n\n' +
        'Madame O.A. Président Madame S.M., Conseiller',
    );
  });

  it('joins letters spaced out and words split by a line break', () => {
    const raw =
      'A f f a i r e \n\n Monsieur Y.K. Contre Etab.V.\n\n pour le compte de \n\n\n\n\n\n leur client le Lycée D.';
    expect(cleanDecisionText(raw)).toBe(
      'Affaire\n\nMonsieur Y.K. Contre Etab.V.\n\npour le compte de leur client le Lycée D.',
    );
  });

  it('mends the known typing and OCR slips', () => {
    expect(
      cleanDecisionText('CONSEIL CONSTITUTIONNEL BURKINA FASO\n\nAVIS JURIDIQUE /)/° 2004-14/CC aux fins de'),
    ).toContain('AVIS JURIDIQUE N° 2004-14/CC');
    expect(cleanDecisionText('Unité ‑ Progrès ‑ Justice écision n° 2006‑ 006/CC/EM portant')).toContain(
      'Décision n° 2006- 006/CC/EM',
    );
    expect(cleanDecisionText('P A R C ES M O T I F S En la forme : reçoit')).toMatch(
      /^PAR CES MOTIFS\n\nEn la forme/,
    );
  });

  it('joins a capital split off a word only when the word list says so', () => {
    const isWord = (w: string) => ['recevabilite', 'rendu'].includes(w);
    expect(cleanDecisionText('SUR LA R ECEVABILITE Attendu que', { isWord })).toContain(
      'SUR LA RECEVABILITE',
    );
    expect(cleanDecisionText('LA COUR A RENDU L’ARRÊT', { isWord })).toContain('A RENDU');
  });

  it('starts a paragraph at each visa, each "Attendu", the dispositif and the closing formula', () => {
    const raw =
      'Vu l’ordonnance n°91-0051/PRES ; Vu les mémoires ; OUÏ le Conseiller en son rapport ; Après en avoir délibéré conformément à la loi ; SUR LA RECEVABILITE Attendu que le pourvoi est recevable ; Attendu que … ; PAR CES MOTIFS Déclare le pourvoi recevable ; Ainsi fait, jugé et prononcé publiquement. Et ont signé le Président et le Greffier.';
    expect(cleanDecisionText(raw).split('\n\n')).toEqual([
      'Vu l’ordonnance n°91-0051/PRES ;',
      'Vu les mémoires ;',
      'OUÏ le Conseiller en son rapport ;',
      'Après en avoir délibéré conformément à la loi ;',
      'SUR LA RECEVABILITE Attendu que le pourvoi est recevable ;',
      'Attendu que … ;',
      'PAR CES MOTIFS',
      'Déclare le pourvoi recevable ;',
      'Ainsi fait, jugé et prononcé publiquement.',
      'Et ont signé le Président et le Greffier.',
    ]);
  });

  it('compares texts for duplicates whatever their spacing', () => {
    expect(duplicateKey(' A  b\n\n c ')).toBe(duplicateKey('A b c'));
    expect(duplicateKey('A b c')).not.toBe(duplicateKey('A b d'));
  });
});
