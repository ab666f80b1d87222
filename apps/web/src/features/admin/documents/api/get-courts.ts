import type { CourtsAnswer } from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions } from '../../lib/admin-query';

/** GET /courts: the courts a decision may name (asked for once the form shows a decision's fields). */
export const useCourts = (wanted: boolean) =>
  useQuery({ ...adminQueryOptions<CourtsAnswer>('/courts'), enabled: wanted });
