import { ADMIN_MESSAGES } from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/testing/render';
import { adminListOptions } from '../lib/admin-query';
import { type CrudResource, CrudSection } from './CrudSection';
import { useListControls } from './use-list-controls';

interface Row {
  id: number;
  name: string;
}

const remove = vi.fn(async (_row: Row) => undefined);
const RESOURCE: CrudResource<Row> = {
  texts: {
    placeholder: 'Rechercher une chose…',
    newLabel: 'Nouvelle chose',
    emptyTitle: 'Aucune chose',
    count: (n) => `${n} chose(s)`,
    of: 'de la chose',
    confirmDelete: (name) => `Supprimer « ${name} » ?`,
  },
  columns: [{ label: 'Nom', cell: (r) => r.name }],
  nameOf: (r) => r.name,
  remove,
};

function Things() {
  const controls = useListControls({});
  const list = useQuery(
    adminListOptions<Row>('/things', { page: controls.page, search: controls.searchParam }),
  );
  return (
    <CrudSection
      resource={RESOURCE}
      controls={controls}
      list={list}
      form={(editor) => <p role="dialog">Formulaire {editor.row ? editor.row.name : 'nouveau'}</p>}
    />
  );
}

const page = (items: Row[], totalPages = 1) => ({ items, totalItems: items.length * totalPages, totalPages });

afterEach(() => vi.unstubAllGlobals());

describe('CrudSection', () => {
  it('lists the rows with their count, and opens the form of a row or of a new one', async () => {
    const api = fakeApi([
      [
        /\/things/,
        page([
          { id: 1, name: 'Alpha' },
          { id: 2, name: 'Bêta' },
        ]),
      ],
    ]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<Things />);
    await screen.findByText('2 chose(s)');
    const rows = screen.getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'NomActions',
      'AlphaModifierSupprimer',
      'BêtaModifierSupprimer',
    ]);
    expect(within(rows[1]).getByText('Alpha').getAttribute('data-label')).toBe('Nom');

    fireEvent.click(within(rows[2]).getByRole('button', { name: 'Modifier' }));
    expect(screen.getByRole('dialog').textContent).toBe('Formulaire Bêta');
    fireEvent.click(screen.getByRole('button', { name: '+ Nouvelle chose' }));
    expect(screen.getByRole('dialog').textContent).toBe('Formulaire nouveau');
  });

  it('asks for the next page and searches from page 1', async () => {
    const api = fakeApi([[/\/things/, page([{ id: 1, name: 'Alpha' }], 3)]]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<Things />);
    await screen.findByText('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe('/api/things?page=2'));
    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: ' alp ' } });
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe('/api/things?page=1&search=alp'));
  });

  it('says when the list is empty, and when it fails with a retry', async () => {
    const empty = fakeApi([[/\/things/, page([])]]);
    vi.stubGlobal('fetch', empty.fetch);
    const { unmount } = renderWithProviders(<Things />);
    await screen.findByText('Aucune chose');
    unmount();

    const failing = fakeApi([[/\/things/, { message: 'panne' }, 500]]);
    vi.stubGlobal('fetch', failing.fetch);
    renderWithProviders(<Things />);
    await screen.findByText(ADMIN_MESSAGES.loadError);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(failing.calls).toHaveLength(2));
  });

  it('deletes a row once confirmed, then reads the list again', async () => {
    const api = fakeApi([[/\/things/, page([{ id: 1, name: 'Alpha' }])]]);
    vi.stubGlobal('fetch', api.fetch);
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderWithProviders(<Things />);
    await screen.findByText('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(confirm).toHaveBeenCalledWith('Supprimer « Alpha » ?');
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 1, name: 'Alpha' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
  });
});
