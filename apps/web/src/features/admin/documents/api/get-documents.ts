import type { AdminDocument, AdminDocumentListQuery } from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListOptions } from '../../lib/admin-query';

/** GET /documents (as an admin: drafts included), filtered by search, domain, type and body. */
type DocumentsParams = Pick<AdminDocumentListQuery, 'page' | 'limit' | 'search'> & {
  domaine?: string;
  docType?: string;
  organisme?: string;
};

const getDocumentsQueryOptions = (params: DocumentsParams) =>
  adminListOptions<AdminDocument>('/documents', params);

export const useDocuments = (params: DocumentsParams) => useQuery(getDocumentsQueryOptions(params));
