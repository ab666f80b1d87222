import { describe, expect, it } from 'vitest';
import { loadSynonyms, parseSynonyms } from '../lexicon/lexicon';
import { doc, engineWith, ids } from './test-corpus';

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe('legal synonyms', () => {
  const engine = engineWith([
    doc(1, 'Acte uniforme portant organisation des procédures collectives d’apurement du passif', [
      'Le redressement judiciaire et la liquidation des biens sont des procédures collectives.',
    ]),
    doc(2, 'Loi', ['La faillite du commerçant.']),
    doc(3, 'Décret fixant le SMIG', ['Le SMIG est fixé par décret.']),
    doc(4, 'Code du travail', [
      'Le salaire minimum est garanti. Le salaire est payé au minimum une fois par mois.',
    ]),
    doc(5, 'Note', ['Le salaire est payé. Le minimum vital.']),
  ]);

  it('widens a word to what the lexicon says, and reports it', () => {
    const answer = engine.search({ q: 'faillite' });
    expect(sorted(answer.hits.map((h) => h.documentId))).toEqual([1, 2]);
    // 'règlement préventif' is in the lexicon, but no text here says 'préventif'.
    expect(answer.widenedWith).toEqual([
      {
        source: 'faillite',
        alternatives: ['procédures collectives', 'liquidation des biens', 'redressement judiciaire'],
      },
    ]);
  });

  it('widens typed words in a row, keeping them all required where the synonym is absent', () => {
    expect(sorted(ids(engine, 'salaire minimum'))).toEqual([3, 4, 5]);
    expect(engine.search({ q: 'salaire minimum' }).widenedWith.map((w) => w.source)).toEqual([
      'salaire minimum',
    ]);
    // Quoted, the phrase stays a phrase.
    expect(sorted(ids(engine, '"salaire minimum"'))).toEqual([3, 4]);
    // Apart, the words are not the synonym's words.
    expect(engine.search({ q: 'minimum salaire' }).widenedWith).toEqual([]);
  });

  it('does not widen exclusions, and skips alternatives the index has no word for', () => {
    expect(ids(engine, 'loi -faillite')).toEqual([]);
    const lone = engineWith([doc(1, 'Loi', ['La faillite.'])]);
    expect(lone.search({ q: 'faillite' }).widenedWith).toEqual([]);
  });

  it('reads the project lexicon', () => {
    const lines = loadSynonyms();
    expect(lines.find((l) => l.source === 'faillite')?.alternatives).toContain('procédures collectives');
    expect(lines.find((l) => l.source === 'salaire minimum')?.alternatives).toContain('SMIG');
    const widened = (source: string) => lines.find((l) => l.source === source)?.alternatives;
    expect(widened("présomption d'innocence")).toContain('présumé innocent');
    expect(widened('SMIG')).toContain('salaires minima interprofessionnels garantis');
    expect(widened("divorce à l'amiable")).toContain('divorce par consentement mutuel');
    expect(parseSynonyms('# note\nbail -> location\nsans flèche\n -> rien')).toEqual([
      { source: 'bail', alternatives: ['location'] },
    ]);
  });
});
