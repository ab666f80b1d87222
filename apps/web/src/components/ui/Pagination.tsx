import { CONTROLS_TEXTS } from '@lexfaso/contracts';
import { getPageItems } from './pagination-pages';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Pages shown each side of the current one (default 2). */
  neighbours?: number;
  label?: string;
}

/** Previous / numbered pages / next, using getPageItems. Hidden when there is one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  neighbours,
  label = CONTROLS_TEXTS.pagination,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= totalPages && p !== page) onPageChange(p);
  };
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__btn" onClick={() => go(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">‹</span> {CONTROLS_TEXTS.previous}
      </button>
      <ul className="pagination__pages">
        {getPageItems(page, totalPages, neighbours).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={CONTROLS_TEXTS.page(item)}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__btn"
        onClick={() => go(page + 1)}
        disabled={page >= totalPages}
      >
        {CONTROLS_TEXTS.next} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
