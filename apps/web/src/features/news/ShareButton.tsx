import { NEWS_TEXTS, TIMERS_MS } from '@lexfaso/contracts';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui';

const T = NEWS_TEXTS.share;

/** Uses the phone's share sheet when there is one, else copies the link and says so for 2 seconds. */
export function ShareButton({ title }: { title: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMERS_MS.share);
    return () => clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return; // the user closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      window.prompt(T.copyPrompt, url);
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={share} aria-live="polite">
      {copied ? T.copied : T.share}
    </Button>
  );
}
