import type { MetadataAnswer } from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions } from '../../lib/admin-query';

/** GET /admin/metadata: the domains, bodies and document types the filters and the form offer. */
const getMetadataQueryOptions = () => adminQueryOptions<MetadataAnswer>('/admin/metadata');

export const useMetadata = () => useQuery(getMetadataQueryOptions());
