import type { AdminPageQuery } from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListOptions } from '../../lib/admin-query';
import { KINDS, type ReferenceKind, type ReferenceRow } from '../kinds';

/** GET /domaines, /doc_types or /admin/organismes: one page of the list, with its document counts. */
const getReferencesQueryOptions = (kind: ReferenceKind, params: Partial<AdminPageQuery>) =>
  adminListOptions<ReferenceRow>(KINDS[kind].path, params);

export const useReferences = (kind: ReferenceKind, params: Partial<AdminPageQuery>) =>
  useQuery(getReferencesQueryOptions(kind, params));
