import { DOCUMENT_TEXTS as T } from '@lexfaso/contracts';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { PdfButton } from './PdfButton';
import { useShareLink } from './use-reading';

/** Back, share, the PDF (when there is one) and, on narrow screens, the TOC panel's toggle. */
export function DocumentToolbar({
  documentId,
  hasPdf,
  tocOpen,
  onToggleToc,
  onPremiumRequired,
}: {
  documentId: number;
  hasPdf: boolean;
  tocOpen: boolean;
  onToggleToc: () => void;
  onPremiumRequired: () => void;
}) {
  const navigate = useNavigate();
  const { copied, share } = useShareLink();
  return (
    <div className="document-toolbar">
      <Button
        variant="ghost"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.search()))}
      >
        {T.back}
      </Button>
      <div className="document-toolbar__actions">
        <Button variant="outline" onClick={share} aria-live="polite">
          {copied ? T.copied : T.share}
        </Button>
        {hasPdf && <PdfButton documentId={documentId} onPremiumRequired={onPremiumRequired} />}
        <Button variant="outline" className="toc-toggle" aria-expanded={tocOpen} onClick={onToggleToc}>
          {T.tocAndSearch}
        </Button>
      </div>
    </div>
  );
}
