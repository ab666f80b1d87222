export { NotificationsProvider } from './NotificationsProvider';
export type { NotificationInput, NotificationType, NotifyApi } from './types';
export { useNotify } from './use-notify';
