import { CASE_LAW_FILTERS_TEXTS as T } from '@lexfaso/contracts';
import { useId } from 'react';
import type { SearchState } from './search-state';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the answer's facets say of the decisions found: their courts, solutions and years, with counts. */
export interface DecisionFacets {
  courts: readonly { id: string; name: string; count: number }[];
  solutions: readonly { solution: string; count: number }[];
  decisionYears: readonly { year: number; count: number }[];
}

/**
 * True when the filters are worth showing: a decision filter is set, or the search is about case law (its
 * first result is a decision, or the category asked for is case law) and the results hold decisions. A
 * search whose best answers are texts keeps its first result on a phone's first screen.
 */
export const showsDecisionFilters = (
  state: SearchState,
  answer: { facets: DecisionFacets; documents: readonly { decision?: unknown }[] },
) =>
  !!(state.court || state.solution || state.decisionYear) ||
  (answer.facets.courts.length > 0 &&
    (answer.documents[0]?.decision != null || state.category === 'jurisprudence'));

/**
 * The decisions' filters (api.md "Case law"): court, solution and year of the decision, each offered from the
 * facets of the search with its count (a chosen one stays offered even when the other filters leave it no
 * result).
 */
export function DecisionFilters({
  state,
  facets,
  onChange,
}: {
  state: SearchState;
  facets: DecisionFacets;
  onChange: (patch: Partial<SearchState>) => void;
}) {
  const id = useId();
  const courts =
    facets.courts.some((c) => c.id === state.court) || !state.court
      ? facets.courts
      : [...facets.courts, { id: state.court, name: state.court, count: 0 }];
  const solutions =
    facets.solutions.some((s) => s.solution === state.solution) || !state.solution
      ? facets.solutions
      : [...facets.solutions, { solution: state.solution, count: 0 }];
  const chosenYear = Number(state.decisionYear);
  const years =
    facets.decisionYears.some((y) => y.year === chosenYear) || !state.decisionYear
      ? facets.decisionYears
      : [...facets.decisionYears, { year: chosenYear, count: 0 }].sort((a, b) => b.year - a.year);
  return (
    <fieldset className="decision-filters">
      <legend className="decision-filters__legend">{T.legend}</legend>
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
          {courts.map((c) => (
            <option key={c.id} value={c.id}>
              {T.withCount(c.name, c.count)}
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
          {solutions.map((s) => (
            <option key={s.solution} value={s.solution}>
              {T.withCount(capitalised(s.solution), s.count)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-year`}>
          {T.year}
        </label>
        <select
          id={`${id}-year`}
          className="input"
          value={state.decisionYear}
          onChange={(e) => onChange({ decisionYear: e.target.value })}
        >
          <option value="">{T.allYears}</option>
          {years.map((y) => (
            <option key={y.year} value={String(y.year)}>
              {T.withCount(String(y.year), y.count)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
