type NotificationType = 'success' | 'error' | 'info' | 'progress';

export interface NotificationInput {
  type: NotificationType;
  title?: string;
  message?: string;
  /** Percentage 0-100, shown as a bar for 'progress'. */
  progress?: number;
  /** Milliseconds before auto-close; 0 keeps it open. Defaults: 4000, 8000 for errors, 0 for progress. */
  duration?: number;
  onClose?: () => void;
}

export interface NotificationItem extends NotificationInput {
  id: string;
  /** entering -> visible -> leaving: drives the CSS enter/exit animation. */
  phase: 'entering' | 'visible' | 'leaving';
}

export interface NotifyApi {
  notify: (input: NotificationInput) => string;
  update: (id: string, patch: Partial<NotificationInput>) => void;
  dismiss: (id: string) => void;
  /** A plain 3-second message, e.g. 'Bientôt disponible !'. */
  toast: (message: string) => string;
}
