import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/testing/render';
import { ReferenceForm } from './ReferenceForm';

const csrf: [RegExp, unknown] = [/\/admin\/tokens\/csrf/, { token: 'c', expires_at: 4_102_444_800 }];

afterEach(() => vi.unstubAllGlobals());

describe('the modal form of the shared admin section (reference lists)', () => {
  it('shows the schema’s message next to the field and sends nothing', async () => {
    const api = fakeApi([csrf]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ReferenceForm kind="domains" row={null} onClose={() => {}} onSaved={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Nouveau domaine' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const field = screen.getByLabelText('Nom *');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Le nom est requis');
    expect(api.calls).toEqual([]);
  });

  it('sends the checked body, then tells the section', async () => {
    const api = fakeApi([csrf, [/\/doc_types\/3/, { success: true }]]);
    vi.stubGlobal('fetch', api.fetch);
    const onSaved = vi.fn();
    const row = { id: 3, type: 'Loi', category: 'normes-generales', slug: 'loi' };
    renderWithProviders(<ReferenceForm kind="types" row={row} onClose={() => {}} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Type *'), { target: { value: '  Loi organique ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/doc_types/3',
      body: { type: 'Loi organique', category: 'normes-generales' },
    });
  });

  it('shows the server’s refusal above the fields', async () => {
    const api = fakeApi([csrf, [/\/admin\/organismes/, { message: 'Ce nom existe déjà' }, 409]]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ReferenceForm kind="bodies" row={null} onClose={() => {}} onSaved={() => {}} />);
    fireEvent.change(screen.getByLabelText('Nom *'), { target: { value: 'ARCEP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const error = await screen.findByText("Erreur lors de la sauvegarde de l'organisme : Ce nom existe déjà");
    expect(error.getAttribute('role')).toBe('alert');
  });
});
