import { type Court, JURISDICTIONS, type Jurisdiction } from '@lexfaso/contracts';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * The document's `jurisdiction` (the spec's search filter) of a court's decision: the CCJA's are OHADA's (its
 * references to "le Traité" are the OHADA treaty's), a Burkinabè court's the entry its name starts with
 * ("Cour d'appel de Bobo-Dioulasso": "Cour d'appel"); null when the list has none (Conseil constitutionnel).
 */
export function jurisdictionOf(court: Court): Jurisdiction | null {
  if (court.country === 'OHADA') return JURISDICTIONS.find((j) => j === court.country) ?? null;
  if (court.country !== 'BF') return null;
  return JURISDICTIONS.find((j) => fold(court.name).startsWith(fold(j))) ?? null;
}
