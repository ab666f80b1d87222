import './premium-modal.css';
import { useNavigate } from 'react-router';
import { Button, Modal } from '@/components/ui';
import { paths } from '@/config/paths';

export type PremiumReason = 'download' | 'access' | 'feature';

const COPY: Record<PremiumReason, { title: string; text: string }> = {
  download: {
    title: 'Téléchargement réservé aux abonnés Premium',
    text: 'Le téléchargement des documents en PDF est réservé aux abonnés Premium.',
  },
  access: {
    title: 'Contenu réservé aux abonnés Premium',
    text: 'Ce contenu est réservé aux abonnés Premium.',
  },
  feature: {
    title: 'Fonctionnalité Premium',
    text: 'Cette fonctionnalité est réservée aux abonnés Premium.',
  },
};

const BENEFITS = [
  'Téléchargements illimités',
  'Accès prioritaire aux nouveaux textes',
  'Fonctionnalités avancées',
  'Support dédié',
];

/** The premium upsell (public-area.md §6): 'Continuer en gratuit' closes, 'Passer au Premium' goes to /contact. */
export function PremiumModal({ reason, onClose }: { reason: PremiumReason | null; onClose: () => void }) {
  const navigate = useNavigate();
  const copy = COPY[reason ?? 'download'];
  return (
    <Modal
      isOpen={reason !== null}
      onClose={onClose}
      title={copy.title}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Continuer en gratuit
          </Button>
          <Button
            variant="accent"
            onClick={() => {
              onClose();
              navigate(paths.contact());
            }}
          >
            Passer au Premium
          </Button>
        </>
      }
    >
      <p>{copy.text}</p>
      <p className="premium-modal__lead">Avec Premium :</p>
      <ul className="premium-modal__benefits">
        {BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    </Modal>
  );
}
