import { SEARCH, SEARCH_TEXTS as T } from '@lexfaso/contracts';
import type { FormEvent, RefObject } from 'react';
import { Button } from '@/components/ui';
import { useAuthModal } from '@/features/auth/auth-modal-context';

/** The search form: the box (locked while signed out: a click opens the login modal), submit and filters. */
export function SearchBox({
  isAuthenticated,
  text,
  onText,
  inputRef,
  canSubmit,
  onSubmit,
  filtersOpen,
  onToggleFilters,
}: {
  isAuthenticated: boolean;
  text: string;
  onText: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  canSubmit: boolean;
  onSubmit: () => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
}) {
  const authModal = useAuthModal();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isAuthenticated) authModal.open('login');
    else if (canSubmit) onSubmit();
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <label htmlFor="search-input" className="visually-hidden">
        {T.boxLabel}
      </label>
      {/* A click on the locked box opens the login modal; the buttons below are the keyboard path. */}
      <div className="search-box__field" onClick={() => !isAuthenticated && authModal.open('login')}>
        <input
          ref={inputRef}
          id="search-input"
          type="search"
          className="input search-box__input"
          placeholder={isAuthenticated ? T.placeholder : T.placeholderSignedOut}
          value={text}
          disabled={!isAuthenticated}
          maxLength={SEARCH.maxQueryLength}
          onChange={(e) => onText(e.target.value)}
          aria-describedby="search-help"
        />
        <kbd className="search-box__kbd" title={T.shortcutTitle}>
          {T.shortcut}
        </kbd>
      </div>
      <Button type="submit" className="search-box__submit" disabled={isAuthenticated && !canSubmit}>
        {/* On a phone the magnifier alone, so that the box and both buttons share one row. */}
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="search-box__submit-text">{T.submit}</span>
      </Button>
      <Button
        variant="outline"
        aria-expanded={filtersOpen}
        aria-controls="search-filters"
        onClick={() => (isAuthenticated ? onToggleFilters() : authModal.open('login'))}
      >
        {T.filters}
      </Button>
    </form>
  );
}

/** Under the box: the lock notice while signed out, else the syntax help. */
export function SearchNotice({ isAuthenticated }: { isAuthenticated: boolean }) {
  const authModal = useAuthModal();
  if (isAuthenticated)
    return (
      <p id="search-help" className="search-help">
        {T.help(SEARCH.minChars)}
      </p>
    );
  return (
    <div className="search-lock" role="note">
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="4" y="10" width="16" height="11" rx="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" />
      </svg>
      <p>
        {T.locked}{' '}
        <button type="button" className="link-button" onClick={() => authModal.open('login')}>
          {T.signIn}
        </button>{' '}
        {T.or}{' '}
        <button type="button" className="link-button" onClick={() => authModal.open('register')}>
          {T.createAccount}
        </button>
        .
      </p>
    </div>
  );
}
