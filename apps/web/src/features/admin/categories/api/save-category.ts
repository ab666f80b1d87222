import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api';

/** A category as the form holds it (ActualityCategoryBody's input): the server reads '' as no value. */
export interface CategoryFields {
  name: string;
  description: string;
  color: string;
  isActive: boolean;
}

/** POST (new) or PUT (existing) /admin/actuality-categories, checked against ActualityCategoryBody. */
const saveCategory = ({ id, body }: { id: number | null; body: CategoryFields }) =>
  id
    ? adminApi.put(`/admin/actuality-categories/${id}`, body)
    : adminApi.post('/admin/actuality-categories', body);

export const useSaveCategory = () => useMutation({ mutationFn: saveCategory });
