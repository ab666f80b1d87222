import { type ActualityCategory, NEWS_MESSAGES, NEWS_TEXTS } from '@lexfaso/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui';
import type { NewsListParams } from './news-api';
import { hasFilters } from './news-url';

interface Props {
  params: NewsListParams;
  categories: ActualityCategory[] | undefined;
  categoriesFailed: boolean;
  onChange: (patch: Partial<NewsListParams>) => void;
  onClear: () => void;
}

const F = NEWS_TEXTS.filters;

/** The filters sidebar of /actualites: search, categories with their colours, dates, pinned only. */
export function NewsFilters({ params, categories, categoriesFailed, onChange, onClear }: Props) {
  const id = useId();
  const [search, setSearch] = useState(params.search ?? '');
  const [dateFrom, setDateFrom] = useState(params.dateFrom ?? '');
  const [dateTo, setDateTo] = useState(params.dateTo ?? '');
  // The URL is the source of truth: follow it on back/forward and on 'Effacer les filtres'.
  useEffect(() => setSearch(params.search ?? ''), [params.search]);
  useEffect(() => setDateFrom(params.dateFrom ?? ''), [params.dateFrom]);
  useEffect(() => setDateTo(params.dateTo ?? ''), [params.dateTo]);

  // Phones: the filters fold behind a toggle so the news come first; wide screens always show them.
  const [open, setOpen] = useState(false);
  const active = hasFilters(params);

  const datesInverted = !!dateFrom && !!dateTo && dateFrom > dateTo;
  const applyDates = (from: string, to: string) => {
    if (from && to && from > to) return;
    onChange({ dateFrom: from || undefined, dateTo: to || undefined });
  };
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    onChange({ search: search.replace(/\s+/g, ' ').trim() || undefined });
  };

  return (
    <aside className={`news-filters card${open ? ' news-filters--open' : ''}`} aria-label={F.label}>
      <button
        type="button"
        className="news-filters__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((v) => !v)}
      >
        <span>{F.toggle(active)}</span>
        <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      <div id={`${id}-panel`} className="news-filters__panel">
        <form role="search" onSubmit={submitSearch} className="news-filters__section">
          <label className="field__label" htmlFor={`${id}-search`}>
            {F.search}
          </label>
          <div className="news-filters__search">
            <input
              id={`${id}-search`}
              className="input"
              type="search"
              value={search}
              maxLength={200}
              placeholder={F.placeholder}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Button type="submit" size="sm">
              {F.ok}
            </Button>
          </div>
        </form>

        <fieldset className="news-filters__section">
          <legend className="field__label">{F.categories}</legend>
          {categoriesFailed && <p className="muted">{F.categoriesFailed}</p>}
          <ul className="news-filters__categories">
            <li>
              <button
                type="button"
                className="news-filters__category"
                aria-pressed={!params.categoryId}
                onClick={() => onChange({ categoryId: undefined })}
              >
                <span className="news-filters__dot" style={{ background: 'var(--color-primary)' }} />
                {F.allCategories}
              </button>
            </li>
            {categories?.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="news-filters__category"
                  aria-pressed={params.categoryId === c.id}
                  onClick={() => onChange({ categoryId: params.categoryId === c.id ? undefined : c.id })}
                >
                  <span className="news-filters__dot" style={{ background: c.color }} />
                  <span className="news-filters__name">{c.name}</span>
                  <span className="news-filters__count">
                    {c.actualityCount}
                    <span className="visually-hidden">{F.countSuffix}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>

        <fieldset className="news-filters__section">
          <legend className="field__label">{F.period}</legend>
          <div className="news-filters__dates">
            <label className="field">
              <span className="field__hint">{F.from}</span>
              <input
                className="input"
                type="date"
                value={dateFrom}
                max={dateTo || undefined}
                aria-invalid={datesInverted || undefined}
                onChange={(e) => {
                  setDateFrom(e.target.value);
                  applyDates(e.target.value, dateTo);
                }}
              />
            </label>
            <label className="field">
              <span className="field__hint">{F.to}</span>
              <input
                className="input"
                type="date"
                value={dateTo}
                min={dateFrom || undefined}
                aria-invalid={datesInverted || undefined}
                onChange={(e) => {
                  setDateTo(e.target.value);
                  applyDates(dateFrom, e.target.value);
                }}
              />
            </label>
          </div>
          {datesInverted && (
            <p className="form-error" role="alert">
              {NEWS_MESSAGES.dateOrder}
            </p>
          )}
        </fieldset>

        <label className="news-filters__check">
          <input
            type="checkbox"
            checked={!!params.pinned}
            onChange={(e) => onChange({ pinned: e.target.checked || undefined })}
          />
          {F.pinnedOnly}
        </label>

        {active && (
          <Button variant="outline" size="sm" className="news-filters__clear" onClick={onClear}>
            {NEWS_MESSAGES.clearFilters}
          </Button>
        )}
      </div>
    </aside>
  );
}
