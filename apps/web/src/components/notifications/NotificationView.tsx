import { COMMON_TEXTS } from '@lexfaso/contracts';
import type { NotificationItem } from './types';

const ICONS: Record<NotificationItem['type'], string> = {
  success: '✓',
  error: '!',
  info: 'i',
  progress: '…',
};

export function NotificationView({ item, onClose }: { item: NotificationItem; onClose: () => void }) {
  const pct = Math.max(0, Math.min(100, Math.round(item.progress ?? 0)));
  return (
    <div className={`notification notification--${item.type} is-${item.phase}`}>
      <span className="notification__icon" aria-hidden="true">
        {ICONS[item.type]}
      </span>
      <div className="notification__body">
        {item.title && <p className="notification__title">{item.title}</p>}
        {item.message && <p className="notification__message">{item.message}</p>}
        {item.type === 'progress' && (
          <div
            className="notification__progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            aria-label={item.title ?? COMMON_TEXTS.progress}
          >
            <span style={{ width: `${pct}%` }} />
          </div>
        )}
      </div>
      <button
        type="button"
        className="notification__close"
        onClick={onClose}
        aria-label={COMMON_TEXTS.closeNotification}
      >
        ×
      </button>
    </div>
  );
}
