import { SEARCH } from '@lexfaso/contracts';
import { useEffect, useRef, useState } from 'react';
import type { SearchState } from './search-state';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The text of the search box. It goes to the URL (and so to the search) 500 ms after the last keystroke
 * when it has 3 characters or more, or when it was cleared; the URL wins when it changes from outside
 * (back button, a shared link). Ctrl+K focuses the box, Escape clears it.
 */
export function useSearchText(
  q: string,
  update: (patch: Partial<SearchState>, opts?: { replace?: boolean }) => void,
) {
  const [text, setText] = useState(q);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => setText(q), [q]);

  useEffect(() => {
    const next = clean(text);
    if (next === q.trim()) return;
    if (next.length > 0 && next.length < SEARCH.minChars) return;
    const timer = setTimeout(() => update({ q: next }, { replace: true }), SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [text, q, update]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        inputRef.current?.focus();
      } else if (e.key === 'Escape' && document.activeElement === inputRef.current) {
        setText('');
        update({ q: '' }, { replace: true });
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [update]);

  return { text, setText, inputRef, cleanText: clean(text) };
}
