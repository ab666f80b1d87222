import { SEARCH_TEXTS as T } from '@lexfaso/contracts';
import type { MouseEvent } from 'react';

/**
 * "Aller aux résultats", shown on focus: past the box and its filters, straight to the results. Focus
 * moves there too (the target takes focus through its tabIndex -1), so Tab goes on from the results.
 */
export function SkipToResults({ targetId }: { targetId: string }) {
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Focus, not the #fragment: following it only scrolls, and leaves #search-results in a shared URL.
    e.preventDefault();
    target.focus();
  };
  return (
    <a href={`#${targetId}`} className="skip-link search-skip-link" onClick={skip}>
      {T.skipToResults}
    </a>
  );
}
