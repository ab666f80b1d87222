import { type Folder, FAVORITES_TEXTS as T } from '@lexfaso/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { type FolderFilter, useCreateFolder, useDeleteFolder, useRenameFolder } from './library-api';

const messageOf = (error: unknown) => (isApiError(error) ? error.message : null);

/** A folder: its filter button, and renaming (an inline form) or deleting it. */
function FolderRow({
  folder,
  selected,
  onSelect,
  onDeleted,
}: {
  folder: Folder;
  selected: boolean;
  onSelect: () => void;
  /** Once deleted: the list leaves a filter on it. */
  onDeleted: () => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(folder.name);
  const rename = useRenameFolder();
  const remove = useDeleteFolder();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    rename.mutate({ id: folder.id, name }, { onSuccess: () => setEditing(false) });
  };
  if (editing)
    return (
      <li className="library-folder library-folder--editing">
        <form onSubmit={submit} className="library-folder__form">
          <label htmlFor={`${id}-name`} className="visually-hidden">
            {T.renameFolder(folder.name)}
          </label>
          <input
            id={`${id}-name`}
            className="input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={rename.isError || undefined}
            aria-describedby={rename.isError ? `${id}-error` : undefined}
          />
          <Button type="submit" size="sm" isLoading={rename.isPending}>
            {T.save}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
            {T.cancel}
          </Button>
          {rename.isError && (
            <p id={`${id}-error`} className="field__error" role="alert">
              {messageOf(rename.error)}
            </p>
          )}
        </form>
      </li>
    );
  return (
    <li className="library-folder">
      <button type="button" className="library-folder__filter" aria-pressed={selected} onClick={onSelect}>
        {folder.name} <span className="library-folder__count">{T.count(folder.favoriteCount)}</span>
      </button>
      <span className="library-folder__actions">
        <Button
          variant="ghost"
          size="sm"
          aria-label={T.renameFolder(folder.name)}
          onClick={() => setEditing(true)}
        >
          {T.rename}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={T.deleteFolder(folder.name)}
          isLoading={remove.isPending}
          onClick={() => {
            if (window.confirm(T.deleteFolderConfirm(folder.name)))
              remove.mutate(folder.id, { onSuccess: onDeleted });
          }}
        >
          {T.delete}
        </Button>
      </span>
    </li>
  );
}

/** The folders: filters (all, unfiled, each folder), renaming, deleting, and the new folder form. */
export function FolderList({
  folders,
  filter,
  onFilter,
}: {
  folders: Folder[];
  filter: FolderFilter;
  onFilter: (filter: FolderFilter) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const create = useCreateFolder();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(name, { onSuccess: () => setName('') });
  };
  return (
    <section className="library-folders card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{T.folders}</h2>
      <ul className="library-folders__list">
        <li className="library-folder">
          <button
            type="button"
            className="library-folder__filter"
            aria-pressed={filter === 'all'}
            onClick={() => onFilter('all')}
          >
            {T.all}
          </button>
        </li>
        <li className="library-folder">
          <button
            type="button"
            className="library-folder__filter"
            aria-pressed={filter === 'none'}
            onClick={() => onFilter('none')}
          >
            {T.unfiled}
          </button>
        </li>
        {folders.map((f) => (
          <FolderRow
            key={f.id}
            folder={f}
            selected={filter === f.id}
            onSelect={() => onFilter(f.id)}
            onDeleted={() => {
              if (filter === f.id) onFilter('all');
            }}
          />
        ))}
      </ul>
      <form className="library-folders__new" onSubmit={submit}>
        <label htmlFor={`${id}-new`} className="field__label">
          {T.newFolder}
        </label>
        <div className="library-folders__new-row">
          <input
            id={`${id}-new`}
            className="input"
            value={name}
            placeholder={T.folderName}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={create.isError || undefined}
            aria-describedby={create.isError ? `${id}-error` : undefined}
          />
          <Button type="submit" isLoading={create.isPending}>
            {T.createFolder}
          </Button>
        </div>
        {create.isError && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {messageOf(create.error)}
          </p>
        )}
      </form>
    </section>
  );
}
