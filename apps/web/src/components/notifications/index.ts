export { NotificationsProvider } from './NotificationsProvider';
export { useNotify } from './use-notify';
