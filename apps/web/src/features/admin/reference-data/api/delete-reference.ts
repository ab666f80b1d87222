import { adminApi } from '../../lib/admin-api';
import { KINDS, type ReferenceKind } from '../kinds';

/** DELETE on a reference list (refused by the server while documents use the entry). */
export const deleteReference = ({ kind, id }: { kind: ReferenceKind; id: number }) =>
  adminApi.delete(`${KINDS[kind].path}/${id}`);
