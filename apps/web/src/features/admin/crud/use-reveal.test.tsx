import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrudFormModal } from './CrudFormModal';
import { useReveal } from './use-reveal';

function Refusal({ message }: { message: string | null }) {
  const box = useReveal<HTMLParagraphElement>(message);
  return (
    <p ref={box} data-testid="box">
      {message}
    </p>
  );
}

/** Records which elements were scrolled into view, and how. */
function watchScrolls() {
  const scrolled: Array<{ element: Element; options: unknown }> = [];
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
    scrolled.push({ element: this, options });
  });
  return scrolled;
}

afterEach(() => vi.restoreAllMocks());

describe('useReveal', () => {
  it('leaves the page where it is while there is no message', () => {
    const scrolled = watchScrolls();
    const view = render(<Refusal message={null} />);
    view.rerender(<Refusal message="" />);
    expect(scrolled).toEqual([]);
  });

  it('scrolls its element into view when a message appears, and again only when it changes', () => {
    const scrolled = watchScrolls();
    const view = render(<Refusal message={null} />);
    view.rerender(<Refusal message="Fichier refusé" />);
    expect(scrolled).toEqual([{ element: screen.getByTestId('box'), options: { block: 'nearest' } }]);
    view.rerender(<Refusal message="Fichier refusé" />);
    expect(scrolled).toHaveLength(1);
    view.rerender(<Refusal message="Fichier trop lourd" />);
    expect(scrolled).toHaveLength(2);
  });
});

describe('CrudFormModal', () => {
  const state = (error: string | null) => ({ formId: 'thing-form', busy: false, error, onSubmit: vi.fn() });

  it("shows the server's refusal above the fields and scrolls it into view", () => {
    const scrolled = watchScrolls();
    const view = render(
      <CrudFormModal state={state(null)} title="Nouvelle chose" onClose={vi.fn()}>
        <input aria-label="Nom" />
      </CrudFormModal>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    view.rerender(
      <CrudFormModal state={state('Ce nom existe déjà')} title="Nouvelle chose" onClose={vi.fn()}>
        <input aria-label="Nom" />
      </CrudFormModal>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Ce nom existe déjà');
    expect(scrolled.map((s) => s.element)).toEqual([alert]);
  });
});
