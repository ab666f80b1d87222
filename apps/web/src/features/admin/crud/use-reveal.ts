import { useEffect, useRef } from 'react';

/**
 * A ref whose element is scrolled into view each time `message` appears or changes: a refusal shown in a
 * modal whose body may be scrolled anywhere (the person is at the footer's button, often far below).
 */
export function useReveal<E extends HTMLElement>(message: string | null | undefined) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  return ref;
}
