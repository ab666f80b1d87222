import {
  checkDateRange,
  DECISION_SOLUTIONS,
  DOC_TYPE_CATEGORIES,
  type DocTypeCategory,
  isoDay,
  JURISDICTIONS,
  PERIOD_LABELS,
  PERIODS,
  type Period,
  periodRange,
  SEARCH_FILTERS_TEXTS as T,
} from '@lexfaso/contracts';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui';
import { formatLongDate } from '@/lib/format-date';
import { useCourts, useDocTypes } from './api';
import type { SearchState } from './search-state';

interface Props {
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
  onReset: () => void;
}

/** The advanced panel: type (categories and types), jurisdiction, period presets and custom dates, with PDF. */
export function SearchFilters({ state, onChange, onReset }: Props) {
  const id = useId();
  const docTypes = useDocTypes();
  const today = isoDay(new Date());
  const types = (docTypes.data?.doc_types ?? []).filter(
    (t) => !state.category || t.category === state.category,
  );
  const preset = state.period !== 'custom' ? periodRange(state.period, today) : null;
  const dates = useCustomDates(state, today, onChange);
  // Court decisions' filters: with the case-law category, or when one of them is set (a shared link).
  const showDecisionFilters =
    state.category === 'jurisprudence' || !!(state.court || state.solution || state.decisionYear);

  return (
    <fieldset className="search-filters" aria-label={T.legend}>
      <div className="search-filters__grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-category`}>
            {T.category}
          </label>
          <select
            id={`${id}-category`}
            className="input"
            value={state.category}
            onChange={(e) => onChange({ category: e.target.value, documentType: '' })}
          >
            <option value="">{T.allCategories}</option>
            {(Object.keys(DOC_TYPE_CATEGORIES) as DocTypeCategory[]).map((key) => (
              <option key={key} value={key}>
                {DOC_TYPE_CATEGORIES[key].label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-type`}>
            {T.type}
          </label>
          <select
            id={`${id}-type`}
            className="input"
            value={state.documentType}
            onChange={(e) => onChange({ documentType: e.target.value })}
          >
            <option value="">{T.allTypes}</option>
            {types.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.type}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-jurisdiction`}>
            {T.jurisdiction}
          </label>
          <select
            id={`${id}-jurisdiction`}
            className="input"
            value={state.jurisdiction}
            onChange={(e) => onChange({ jurisdiction: e.target.value })}
          >
            <option value="">{T.allJurisdictions}</option>
            {JURISDICTIONS.map((j) => (
              <option key={j} value={j}>
                {j}
              </option>
            ))}
          </select>
        </div>
        {showDecisionFilters && <DecisionFilters id={id} state={state} onChange={onChange} />}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-period`}>
            {T.period}
          </label>
          <select
            id={`${id}-period`}
            className="input"
            value={state.period}
            onChange={(e) => {
              const period = e.target.value as Period;
              // 'custom' only sets the period; the other presets compute their dates (on the server too).
              onChange(period === 'custom' ? { period } : { period, dateFrom: '', dateTo: '' });
            }}
          >
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
          {preset && (
            <p className="field__hint">
              {T.presetRange(formatLongDate(preset.dateFrom), formatLongDate(preset.dateTo))}
            </p>
          )}
        </div>
        {state.period === 'custom' && <CustomDateFields id={id} today={today} dates={dates} />}
      </div>
      {dates.problem && (
        <p className="form-error" role="alert">
          {dates.problem.message}
        </p>
      )}
      <div className="search-filters__footer">
        <label className="search-filters__check">
          <input
            type="checkbox"
            checked={state.withPdf}
            onChange={(e) => onChange({ withPdf: e.target.checked })}
          />
          {T.withPdf}
        </label>
        <label className="search-filters__check">
          <input
            type="checkbox"
            checked={state.inForceOnly}
            onChange={(e) => onChange({ inForceOnly: e.target.checked })}
          />
          {T.inForceOnly}
        </label>
        <Button variant="outline" size="sm" onClick={onReset}>
          {T.reset}
        </Button>
      </div>
    </fieldset>
  );
}

/** Court, solution and year of a court decision (api.md "Case law"). */
function DecisionFilters({ id, state, onChange }: { id: string } & Omit<Props, 'onReset'>) {
  const courts = useCourts(true);
  const withDecisions = (courts.data?.courts ?? []).filter(
    (c) => c.decisionCount > 0 || c.id === state.court,
  );
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-court`}>
          {T.court}
        </label>
        <select
          id={`${id}-court`}
          className="input"
          value={state.court}
          onChange={(e) => onChange({ court: e.target.value })}
        >
          <option value="">{T.allCourts}</option>
          {withDecisions.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-solution`}>
          {T.solution}
        </label>
        <select
          id={`${id}-solution`}
          className="input"
          value={state.solution}
          onChange={(e) => onChange({ solution: e.target.value })}
        >
          <option value="">{T.allSolutions}</option>
          {DECISION_SOLUTIONS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-year`}>
          {T.decisionYear}
        </label>
        <input
          id={`${id}-year`}
          type="number"
          inputMode="numeric"
          min={1800}
          max={2200}
          className="input"
          value={state.decisionYear}
          onChange={(e) => onChange({ decisionYear: e.target.value })}
        />
      </div>
    </>
  );
}

/** The custom period's dates: applied only once they follow the rules; until then the error is shown. */
function useCustomDates(state: SearchState, today: string, onChange: Props['onChange']) {
  const [from, setFrom] = useState(state.dateFrom);
  const [to, setTo] = useState(state.dateTo);
  useEffect(() => {
    setFrom(state.dateFrom);
    setTo(state.dateTo);
  }, [state.dateFrom, state.dateTo]);
  const apply = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (!checkDateRange(nextFrom || undefined, nextTo || undefined, today))
      onChange({ dateFrom: nextFrom, dateTo: nextTo });
  };
  return { from, to, apply, problem: checkDateRange(from || undefined, to || undefined, today) };
}

function CustomDateFields({
  id,
  today,
  dates,
}: {
  id: string;
  today: string;
  dates: ReturnType<typeof useCustomDates>;
}) {
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>
          {T.dateFrom}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className="input"
          value={dates.from}
          max={dates.to || today}
          aria-invalid={dates.problem?.field === 'dateFrom' || undefined}
          onChange={(e) => dates.apply(e.target.value, dates.to)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>
          {T.dateTo}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className="input"
          value={dates.to}
          min={dates.from || undefined}
          max={today}
          aria-invalid={dates.problem?.field === 'dateTo' || undefined}
          onChange={(e) => dates.apply(dates.from, e.target.value)}
        />
      </div>
    </>
  );
}
