import { TIMERS_MS } from '@lexfaso/contracts';
import { useEffect, useState } from 'react';

/**
 * How far the reader is, 0 to 1: the page's scroll, scaled by the part of the text rendered so far (a long
 * document renders a chunk at a time, so the page's end is not yet the text's).
 */
export function useReadingProgress(fractionRendered: number) {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const onScroll = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setProgress(max > 0 ? (window.scrollY / max) * fractionRendered : 0);
    };
    // Measured at the next frame, not here: reading sizes in an effect forces a layout of the page
    // in the middle of the commit, which makes one long task of the two.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [fractionRendered]);
  return Math.min(1, Math.max(0, progress));
}

/** Whether the table of contents is laid out beside the text (wide screens; see document.css). */
const NARROW = '(max-width: 900px)';
export function useWideScreen() {
  const [wide, setWide] = useState(() => !window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const onChange = () => setWide(!query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/** Copies the page's address; `copied` stays true for a moment after (the button says 'Copié!'). */
export function useShareLink() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMERS_MS.share);
    return () => clearTimeout(timer);
  }, [copied]);
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
    } catch {
      // Older browsers: a hidden field and the copy command.
      const field = document.createElement('textarea');
      field.value = window.location.href;
      document.body.append(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    setCopied(true);
  };
  return { copied, share };
}
