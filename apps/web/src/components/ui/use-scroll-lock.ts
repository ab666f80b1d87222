import { useEffect } from 'react';

// A counter, so nested modals (e.g. premium upsell over a panel) unlock only when the last closes.
let locks = 0;
let savedOverflow = '';
let savedPadding = '';

export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    if (locks === 0) {
      savedOverflow = body.style.overflow;
      savedPadding = body.style.paddingRight;
      // Compensate for the vanished scrollbar so the page does not jump sideways.
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
      body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        body.style.overflow = savedOverflow;
        body.style.paddingRight = savedPadding;
      }
    };
  }, [active]);
}
