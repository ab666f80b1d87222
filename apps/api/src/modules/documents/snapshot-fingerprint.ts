import { createHash } from 'node:crypto';
import { analyzeTokens, rawTokens } from '../../search/analyzer';
import { passagesOf } from './passages';

// A text that goes through every step the index depends on: passages and article keys, folding, elisions,
// stop words, stemming, numbers, ligatures.
const PROBE = `Préambule : l'Assemblée législative de transition a délibéré et adopté.

TITRE II DES CONTRATS ET OBLIGATIONS
Chapitre 1er : Dispositions générales

Article 1er
Les contrats légalement formés tiennent lieu de loi à ceux qui les ont faits. L'œuvre d'aujourd'hui.

Article L. 111-2
Le salarié licencié perçoit une indemnité de préavis de 3 mois ; les sépultures, hypothèques et baux commerciaux.

Article 12 bis (abrogé)
Les dispositions de l'article 1134 du code civil sont applicables jusqu'au 31 décembre 2024.`;

let cached: string | null = null;

/**
 * What the analysis makes of a fixed text: a snapshot's term ids mean something only to the analysis that
 * made them, so a snapshot saved by another (a changed stemmer, stop word list, passage cutting) is refused
 * and the engine rebuilt (snapshot-reader.ts). Computed once per thread.
 */
export function analysisFingerprint(): string {
  if (cached === null) {
    const passages = passagesOf(PROBE, 'Vu la Constitution ;', new Set(['12-bis'])).map((p) => [
      analyzeTokens(p.heading),
      analyzeTokens(p.body),
      p.articleKey ?? null,
      p.anchor ?? null,
      p.repealed === true,
    ]);
    const json = JSON.stringify([passages, rawTokens(PROBE)]);
    cached = createHash('sha256').update(json).digest('hex').slice(0, 32);
  }
  return cached;
}
