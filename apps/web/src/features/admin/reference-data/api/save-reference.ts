import type { DocTypeBody, NamedEntityBody } from '@lexfaso/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api';
import { KINDS, type ReferenceKind, type ReferenceRow } from '../kinds';

/**
 * POST (new) or PUT (existing) on a reference list: NamedEntityBody for domains and bodies, DocTypeBody
 * for document types.
 */
const saveReference = ({
  kind,
  id,
  body,
}: {
  kind: ReferenceKind;
  id: number | null;
  body: NamedEntityBody | DocTypeBody;
}) =>
  id
    ? adminApi.put<{ item: ReferenceRow }>(`${KINDS[kind].path}/${id}`, body)
    : adminApi.post<{ item: ReferenceRow }>(KINDS[kind].path, body);

export const useSaveReference = () => useMutation({ mutationFn: saveReference });
