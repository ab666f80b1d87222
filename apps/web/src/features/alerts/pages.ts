// The alert pages, one lazy chunk (app/routes.tsx).
export { AlertsPage } from './AlertsPage';
export { UnsubscribePage } from './UnsubscribePage';
