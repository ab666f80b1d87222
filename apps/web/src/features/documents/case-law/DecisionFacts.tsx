import { type DecisionOutline, type DecisionView, CASE_LAW_TEXTS as T } from '@lexfaso/contracts';
import { formatLongDate } from '@/lib/format-date';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A court decision's own facts under the document header (api.md "Case law"): court, chamber, nature, number,
 * date and solution; the parties as published; the sommaire and keywords when the source has them; and the
 * source's attribution ('Source : Juricaf (AHJUCAF), ODbL 1.0', which the licence asks every page to show).
 * A signed-out visitor's preview has the heading's facts only (DecisionOutline).
 */
export function DecisionFacts({
  decision,
  source,
}: {
  decision: DecisionOutline & Partial<Pick<DecisionView, 'parties' | 'summary' | 'keywords'>>;
  source: string | null;
}) {
  const summary = (decision.summary ?? '').split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <section className="decision-facts card" aria-labelledby="decision-facts-title">
      <h2 id="decision-facts-title" className="decision-facts__title">
        {T.facts}
      </h2>
      <dl className="document-info decision-facts__list">
        <div>
          <dt>{T.court}</dt>
          <dd>{decision.court.name}</dd>
        </div>
        {decision.chamber && (
          <div>
            <dt>{T.chamber}</dt>
            <dd>{decision.chamber}</dd>
          </div>
        )}
        <div>
          <dt>{T.nature}</dt>
          <dd>{capitalised(decision.nature)}</dd>
        </div>
        <div>
          <dt>{T.number}</dt>
          <dd className="document-info__ref">{decision.number}</dd>
        </div>
        <div>
          <dt>{T.date}</dt>
          <dd>{formatLongDate(decision.date)}</dd>
        </div>
        <div>
          <dt>{T.solution}</dt>
          <dd>{decision.solution ? capitalised(decision.solution) : T.solutionUnknown}</dd>
        </div>
      </dl>
      {decision.parties && (
        <p className="decision-facts__parties">
          <span className="decision-facts__label">{T.parties} : </span>
          {decision.parties}
        </p>
      )}
      {summary.length > 0 && (
        <div className="decision-facts__summary">
          <h3>{T.summary}</h3>
          {summary.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      )}
      {decision.keywords && decision.keywords.length > 0 && (
        <div className="decision-facts__keywords">
          <h3>{T.keywords}</h3>
          <ul>
            {decision.keywords.map((k, i) => (
              <li key={`${i}-${k}`} className="tag">
                {k}
              </li>
            ))}
          </ul>
        </div>
      )}
      {source && (
        <p className="decision-facts__source">
          <span className="visually-hidden">{T.attribution} : </span>
          {source}
        </p>
      )}
    </section>
  );
}
