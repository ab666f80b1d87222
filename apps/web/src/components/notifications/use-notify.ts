import { useContext } from 'react';
import { NotifyContext } from './NotificationsProvider';
import type { NotifyApi } from './types';

/** `const { notify, update, dismiss, toast } = useNotify();` */
export function useNotify(): NotifyApi {
  const ctx = useContext(NotifyContext);
  if (!ctx) throw new Error('useNotify doit être utilisé dans <NotificationsProvider>');
  return ctx;
}
