import { COMMON_TEXTS } from '@lexfaso/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useNotify } from '@/components/notifications';

/** Returns a callback showing the 3-second 'Bientôt disponible !' toast (professional tools, preferences). */
export function useComingSoon() {
  const { toast } = useNotify();
  return useCallback(() => toast(COMMON_TEXTS.comingSoon), [toast]);
}

/** Shows the toast once when the component mounts (placeholder pages). */
export function useComingSoonOnMount() {
  const show = useComingSoon();
  const shown = useRef(false);
  useEffect(() => {
    // The ref survives StrictMode's simulated remount, so the toast appears once.
    if (shown.current) return;
    shown.current = true;
    show();
  }, [show]);
}
