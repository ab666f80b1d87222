import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
  type AlertLimits,
  type SavedSearch,
  ALERTS_TEXTS as T,
} from '@lexfaso/contracts';
import { useId } from 'react';
import { Button } from '@/components/ui';
import { formatLongDate } from '@/lib/format-date';

const filterLine = (filters: SavedSearch['filters']) =>
  Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => {
      const name = T.filterNames[k as keyof typeof T.filterNames] ?? k;
      return v === true ? name : `${name} : ${v}`;
    })
    .join(' · ');

/** One saved search: what it looks for, its news, its alert, and its actions. */
export function SavedSearchItem({
  search,
  limits,
  busy,
  onRerun,
  onAlert,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  limits: AlertLimits;
  busy: boolean;
  onRerun: () => void;
  onAlert: (alert: AlertFrequency) => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const filters = filterLine(search.filters);
  return (
    <li className="card saved-search" aria-labelledby={`${id}-name`}>
      <div className="saved-search__head">
        <h2 id={`${id}-name`} className="saved-search__name">
          {search.name}
        </h2>
        {search.newSinceLastVisit > 0 && (
          <span className="saved-search__new">{T.newSince(search.newSinceLastVisit)}</span>
        )}
      </div>
      <p className="saved-search__query">
        {T.query} <strong>{search.q || T.noQuery}</strong>
      </p>
      {filters && (
        <p className="saved-search__filters">
          {T.filters} {filters}
        </p>
      )}
      {search.newSinceLastVisit === 0 && <p className="saved-search__meta">{T.newSince(0)}</p>}
      {search.lastAlertAt && (
        <p className="saved-search__meta">{T.lastAlert(formatLongDate(search.lastAlertAt))}</p>
      )}
      <div className="saved-search__actions">
        <label className="saved-search__alert" htmlFor={`${id}-alert`}>
          <span>{T.frequency}</span>
          <select
            id={`${id}-alert`}
            className="input"
            aria-label={T.frequencyLabel(search.name)}
            value={search.alert}
            disabled={busy}
            onChange={(e) => onAlert(e.target.value as AlertFrequency)}
          >
            {ALERT_FREQUENCIES.map((f) => {
              const allowed = f === 'none' || limits.frequencies.includes(f) || f === search.alert;
              return (
                <option key={f} value={f} disabled={!allowed}>
                  {ALERT_FREQUENCY_LABELS[f]}
                  {allowed ? '' : T.premiumOnly}
                </option>
              );
            })}
          </select>
        </label>
        <Button size="sm" onClick={onRerun} aria-label={T.rerunLabel(search.name)}>
          {T.rerun}
        </Button>
        <Button size="sm" variant="outline" onClick={onRename} aria-label={T.renameLabel(search.name)}>
          {T.rename}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={T.deleteLabel(search.name)}>
          {T.delete}
        </Button>
      </div>
    </li>
  );
}
