import './premium-modal.css';
import { PREMIUM_TEXTS as T } from '@lexfaso/contracts';
import { useNavigate } from 'react-router';
import { Button, Modal } from '@/components/ui';
import { paths } from '@/config/paths';

export type PremiumReason = 'download' | 'access' | 'feature';

/** The premium upsell (public-area.md §6): 'Continuer en gratuit' closes, 'Passer au Premium' goes to /contact. */
export function PremiumModal({ reason, onClose }: { reason: PremiumReason | null; onClose: () => void }) {
  const navigate = useNavigate();
  const copy = T.reasons[reason ?? 'download'];
  return (
    <Modal
      isOpen={reason !== null}
      onClose={onClose}
      title={copy.title}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {T.stayFree}
          </Button>
          <Button
            variant="accent"
            onClick={() => {
              onClose();
              navigate(paths.contact());
            }}
          >
            {T.upgrade}
          </Button>
        </>
      }
    >
      <p>{copy.text}</p>
      <p className="premium-modal__lead">{T.lead}</p>
      <ul className="premium-modal__benefits">
        {T.benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    </Modal>
  );
}
