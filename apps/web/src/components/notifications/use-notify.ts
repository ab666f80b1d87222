import { COMMON_TEXTS } from '@lexfaso/contracts';
import { useContext } from 'react';
import { NotifyContext } from './NotificationsProvider';
import type { NotifyApi } from './types';

/** `const { notify, update, dismiss, toast } = useNotify();` */
export function useNotify(): NotifyApi {
  const ctx = useContext(NotifyContext);
  if (!ctx) throw new Error(COMMON_TEXTS.outsideProvider('useNotify', 'NotificationsProvider'));
  return ctx;
}
