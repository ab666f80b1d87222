import { Court } from '@lexfaso/contracts';
import COURTS_FILE from './seed/courts.json';

/** The reference list of courts (seed/courts.json), checked against the shared schema once. */
export const COURTS: readonly Court[] = Court.array().parse(COURTS_FILE);

const BY_ID = new Map(COURTS.map((court) => [court.id, court]));

export function courtById(id: string): Court | undefined {
  return BY_ID.get(id);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The court's chamber as its list spells it ('CHAMBRE CRIMINELLE' → 'Chambre criminelle'), or undefined. */
export function chamberOf(court: Court, written: string): string | undefined {
  const key = fold(written);
  return court.chambers.find((chamber) => fold(chamber) === key);
}
