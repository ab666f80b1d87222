import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { frenchWords } from '../documents/official-text/french-words';
import type { IsWord } from './person-names';
import { findPersonNames, initialsOf } from './person-names';
import { pseudonymiseDecision, unmaskedNames } from './pseudonymise';
import { readCaseLawFile } from './seed/case-law-file';
import PARTY_NAMES from './seed/fixtures/party-names.json';

let isWord: IsWord;
beforeAll(async () => {
  isWord = await frenchWords();
});

describe('initials', () => {
  it('keeps one letter per word, and the hyphens and slashes of compound names', () => {
    expect(initialsOf('BECHARA Raheb Georges')).toBe('B.R.G.');
    expect(initialsOf('OUEDRAOGO/AYO Marguerite')).toBe('O./A.M.');
    expect(initialsOf('TOE-BOUDA Franceline')).toBe('T.-B.F.');
    expect(initialsOf('AKA Joséphine épouse BENSON')).toBe('A.J. épouse B.');
  });
});

describe('findPersonNames', () => {
  it('finds names in capitals beside first names, after a civility, and no heading', () => {
    const names = (s: string) => findPersonNames(s, isWord).map((m) => m.name);
    expect(names('Affaire: BECHARA Raheb Georges C/ CHAMPAGNE Pommery')).toEqual([
      'BECHARA Raheb Georges',
      'CHAMPAGNE Pommery',
    ]);
    expect(names('contre Monsieur Abdoulaye BABY BOUYA, commerçant')).toEqual(['Abdoulaye BABY BOUYA']);
    expect(names('SUR LA DEMANDE RECONVENTIONNELLE DE DIALLO AMADOU Attendu que')).toEqual(['DIALLO AMADOU']);
    expect(
      names('COUR SUPREME BURKINA FASO Unité - PAR CES MOTIFS Déclare SUR LA RECEVABILITE Attendu'),
    ).toEqual([]);
    expect(names('Président Monsieur Idrissa TRAORE Membres Madame Anne KONATE')).toEqual([
      'Idrissa TRAORE',
      'Anne KONATE',
    ]);
  });
});

describe('pseudonymiseDecision', () => {
  const text = [
    'Affaire: BECHARA Raheb Georges C/ CHAMPAGNE Pommery',
    'La Chambre Commerciale de la Cour de Cassation composée de: Madame OUEDRAOGO Isabelle, Présidente ; Monsieur KAMBOU Kassoum, Conseiller ; En présence de Monsieur OUEDRAOGO Armand, Avocat Général et de Madame KAFANDO/OUEDRAOGO A. Hélène Greffier; A rendu l’arrêt ci-après',
    'Statuant sur le pourvoi formé par Maître Boubacar SISSOKO au nom et pour le compte de Monsieur BECHARA Raheb Georges contre la Société Champagne Pommery ;',
    'Attendu que Bechara Raheb Georges soutient, avec le témoin Monsieur Jean ZONGO, que BECHARA a payé ;',
    'Attendu que les Etablissements ESSOMBA NTONGA, ayant pour promoteur Monsieur ESSOMBA NTONGA, ont signé ;',
  ].join('\n\n');

  it('makes parties and witnesses initials, everywhere and in every order and case', () => {
    const out = pseudonymiseDecision(text, ['BECHARA Raheb Georges c/ CHAMPAGNE Pommery'], isWord).text;
    expect(out).toContain('Affaire: B.R.G. C/ CHAMPAGNE Pommery');
    expect(out).toContain('pour le compte de Monsieur B.R.G. contre');
    expect(out).toContain('Attendu que B.R.G. soutient, avec le témoin Monsieur J.Z., que B. a payé');
    expect(out).not.toMatch(/BECHARA|Bechara|ZONGO/);
  });

  it('keeps the bench, the registrar, the lawyers and the companies', () => {
    const out = pseudonymiseDecision(text, [], isWord).text;
    for (const kept of [
      'OUEDRAOGO Isabelle',
      'KAMBOU Kassoum',
      'OUEDRAOGO Armand',
      'KAFANDO/OUEDRAOGO A. Hélène',
      'Maître Boubacar SISSOKO',
      'Société Champagne Pommery',
    ])
      expect(out).toContain(kept);
  });

  it('takes a firm bearing its owner’s name for the person', () => {
    const out = pseudonymiseDecision(text, [], isWord).text;
    expect(out).toContain('les Etablissements E.N., ayant pour promoteur Monsieur E.N.');
  });

  it('replaces the names in the other fields, even one the text does not write', () => {
    const { others } = pseudonymiseDecision(
      'Vu le pourvoi ;',
      ['Affaire : Monsieur DOUCOURE Bouyagui contre Madame EDOUKOU AKA'],
      isWord,
    );
    expect(others[0]).toBe('Affaire : Monsieur D.B. contre Madame E.A.');
  });

  it('keeps a lawyer or judge another decision names with the office', () => {
    const professionals = new Map([['BAADHIO ISSOUF', 'lawyer' as const]]);
    const alone = 'Statuant sur le pourvoi formé par BAADHIO Issouf au nom de l’Agence S.';
    expect(pseudonymiseDecision(alone, [], isWord).text).toContain('B.I.');
    expect(pseudonymiseDecision(alone, [], isWord, { professionals }).text).toContain('BAADHIO Issouf');
  });

  it('has a check that finds a name left beside no professional word', () => {
    expect(unmaskedNames('Attendu que Monsieur BECHARA Raheb Georges a payé', isWord)).toEqual([
      'BECHARA Raheb Georges',
    ]);
    expect(unmaskedNames('par Maître Boubacar SISSOKO, Avocat à la Cour', isWord)).toEqual([]);
  });
});

describe('every shipped decision', async () => {
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
  const decisions = await readCaseLawFile(join(repoRoot, 'apps/api/demo-data/case-law.json.gz'));
  const fields = (d: (typeof decisions)[number]) =>
    [
      d.title,
      d.reference,
      d.decision.parties ?? '',
      d.decision.summary ?? '',
      ...d.decision.keywords,
      d.publishedReference ?? '',
      d.content,
    ].join('\n');

  it('leaves no full name away from a professional or corporate word, in any field', () => {
    const left = decisions.flatMap((d) => unmaskedNames(fields(d), isWord).map((n) => `${d.key}: ${n}`));
    expect(left).toEqual([]);
  });

  it('leaves none of the parties’ names read in the sources', () => {
    const found = decisions.flatMap((d) =>
      PARTY_NAMES.names
        .filter((n) => new RegExp(`(?<![\\p{L}])${n}(?![\\p{L}])`, 'u').test(fields(d)))
        .map((n) => `${d.key}: ${n}`),
    );
    expect(found).toEqual([]);
  });
});
