import { COMMON_TEXTS } from '@lexfaso/contracts';
import { useCallback } from 'react';
import { useNotify } from '@/components/notifications';

/** Returns a callback showing the 3-second 'Bientôt disponible !' toast (professional tools, preferences). */
export function useComingSoon() {
  const { toast } = useNotify();
  return useCallback(() => toast(COMMON_TEXTS.comingSoon), [toast]);
}
