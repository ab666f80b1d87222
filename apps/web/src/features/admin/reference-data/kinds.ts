import { ADMIN_REFERENCE_TEXTS } from '@lexfaso/contracts';

export type ReferenceKind = 'domains' | 'types' | 'bodies';

/** A row of a reference list: domains and bodies have a name, document types a type and a category. */
export interface ReferenceRow {
  id: number;
  name?: string;
  type?: string;
  category?: string;
  slug: string;
  documentCount?: number;
}

/** Where each reference list lives (back-office.md §7) and how it is named (§8). */
export const KINDS = {
  domains: { path: '/domaines', ...ADMIN_REFERENCE_TEXTS.kinds.domains },
  types: { path: '/doc_types', ...ADMIN_REFERENCE_TEXTS.kinds.types },
  bodies: { path: '/admin/organismes', ...ADMIN_REFERENCE_TEXTS.kinds.bodies },
} as const;

export const labelOf = (row: ReferenceRow) => row.name ?? row.type ?? '';
