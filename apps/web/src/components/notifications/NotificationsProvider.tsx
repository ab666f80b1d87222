import { COMMON_TEXTS, TIMERS_MS } from '@lexfaso/contracts';
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NotificationView } from './NotificationView';
import type { NotificationInput, NotificationItem, NotifyApi } from './types';

export const NotifyContext = createContext<NotifyApi | null>(null);

const defaultDuration = (type: NotificationInput['type']) =>
  type === 'error'
    ? TIMERS_MS.notificationError
    : type === 'progress'
      ? TIMERS_MS.notificationProgress
      : TIMERS_MS.notificationDefault;

let counter = 0;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<NotificationItem[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>[]>());
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const clearTimers = useCallback((id: string) => {
    for (const t of timers.current.get(id) ?? []) clearTimeout(t);
    timers.current.delete(id);
  }, []);

  const addTimer = useCallback((id: string, fn: () => void, ms: number) => {
    const t = setTimeout(fn, ms);
    timers.current.set(id, [...(timers.current.get(id) ?? []), t]);
  }, []);

  // Unmounted, the provider's pending timers would set the state of nothing (and, in tests, fire after the
  // page is gone).
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const list of pending.values()) for (const t of list) clearTimeout(t);
      pending.clear();
    };
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      const item = itemsRef.current.find((n) => n.id === id);
      if (!item || item.phase === 'leaving') return;
      clearTimers(id);
      setItems((list) => list.map((n) => (n.id === id ? { ...n, phase: 'leaving' } : n)));
      addTimer(
        id,
        () => {
          clearTimers(id);
          setItems((list) => list.filter((n) => n.id !== id));
          item.onClose?.();
        },
        TIMERS_MS.notificationExit,
      );
    },
    [addTimer, clearTimers],
  );

  const scheduleClose = useCallback(
    (id: string, duration: number) => {
      if (duration > 0) addTimer(id, () => dismiss(id), TIMERS_MS.notificationEnter + duration);
    },
    [addTimer, dismiss],
  );

  const notify = useCallback(
    (input: NotificationInput) => {
      counter += 1;
      const id = `n${Date.now().toString(36)}${counter}`;
      const duration = input.duration ?? defaultDuration(input.type);
      setItems((list) => [...list, { ...input, duration, id, phase: 'entering' }]);
      // Appear after 100 ms so the enter transition runs (public-area.md §4).
      addTimer(
        id,
        () => setItems((list) => list.map((n) => (n.id === id ? { ...n, phase: 'visible' } : n))),
        TIMERS_MS.notificationEnter,
      );
      scheduleClose(id, duration);
      return id;
    },
    [addTimer, scheduleClose],
  );

  const update = useCallback(
    (id: string, patch: Partial<NotificationInput>) => {
      const item = itemsRef.current.find((n) => n.id === id);
      if (!item || item.phase === 'leaving') return;
      const next = { ...item, ...patch };
      // A changed type or duration restarts the auto-close (e.g. progress -> success).
      if (patch.duration !== undefined || (patch.type && patch.type !== item.type)) {
        clearTimers(id);
        next.duration = patch.duration ?? defaultDuration(next.type);
        if (next.phase === 'entering') next.phase = 'visible';
        scheduleClose(id, next.duration);
      }
      setItems((list) => list.map((n) => (n.id === id ? next : n)));
    },
    [clearTimers, scheduleClose],
  );

  const toast = useCallback(
    (message: string) => notify({ type: 'info', message, duration: TIMERS_MS.toast }),
    [notify],
  );

  const api = useMemo<NotifyApi>(
    () => ({ notify, update, dismiss, toast }),
    [notify, update, dismiss, toast],
  );

  return (
    <NotifyContext.Provider value={api}>
      {children}
      <section className="notifications" aria-label={COMMON_TEXTS.notifications}>
        {/* Polite region for most messages; errors go to an assertive one. */}
        <div aria-live="polite" aria-relevant="additions text" className="notifications__stack">
          {items
            .filter((n) => n.type !== 'error')
            .map((n) => (
              <NotificationView key={n.id} item={n} onClose={() => dismiss(n.id)} />
            ))}
        </div>
        <div role="alert" aria-live="assertive" className="notifications__stack">
          {items
            .filter((n) => n.type === 'error')
            .map((n) => (
              <NotificationView key={n.id} item={n} onClose={() => dismiss(n.id)} />
            ))}
        </div>
      </section>
    </NotifyContext.Provider>
  );
}
