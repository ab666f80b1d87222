import { useContext } from 'react';
import { NotifyContext } from './NotificationsProvider';
import type { NotifyApi } from './types';

/** `const { notify, update, dismiss, toast } = useNotify();` */
export function useNotify(): NotifyApi {
  const ctx = useContext(NotifyContext);
  if (!ctx) throw new Error('useNotify must be used within <NotificationsProvider>');
  return ctx;
}
