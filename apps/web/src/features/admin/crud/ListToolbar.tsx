import { ADMIN_CRUD_TEXTS } from '@lexfaso/contracts';
import type { KeyboardEvent, ReactNode, Ref } from 'react';

/** Search field, optional filters and the "new" button above a back-office list. */
export function ListToolbar({
  search,
  onSearch,
  placeholder,
  inputRef,
  onKeyDown,
  filters,
  action,
  hint,
}: {
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  filters?: ReactNode;
  action?: ReactNode;
  hint?: string;
}) {
  return (
    <div className="admin-toolbar">
      <div className="admin-toolbar__search">
        <label className="visually-hidden" htmlFor="admin-list-search">
          {ADMIN_CRUD_TEXTS.search}
        </label>
        <input
          id="admin-list-search"
          ref={inputRef}
          className="input"
          type="search"
          value={search}
          placeholder={placeholder}
          onChange={(e) => onSearch(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {hint && <span className="field__hint">{hint}</span>}
      </div>
      {filters}
      {action && <div className="admin-toolbar__action">{action}</div>}
    </div>
  );
}
