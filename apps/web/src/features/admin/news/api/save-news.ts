import type { AdminActuality } from '@lexfaso/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api';

/** A news item as the form holds it (ActualityBody's input): the server reads '' as no value. */
export interface NewsFields {
  title: string;
  description: string;
  content: string;
  excerpt: string;
  author: string;
  imageUrl: string;
  categoryId: string;
  publicationDate: string;
  isPublished: boolean;
  isPinned: boolean;
}

/** POST (new) or PUT (existing) /admin/actualities, checked against ActualityBody; metadata kept as is. */
const saveNews = ({
  id,
  body,
}: {
  id: number | null;
  body: NewsFields & { metadata: AdminActuality['metadata'] | undefined };
}) => (id ? adminApi.put(`/admin/actualities/${id}`, body) : adminApi.post('/admin/actualities', body));

export const useSaveNews = () => useMutation({ mutationFn: saveNews });
