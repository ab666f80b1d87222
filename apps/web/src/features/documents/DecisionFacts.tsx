import { type DecisionView, DECISION_TEXTS as T } from '@lexfaso/contracts';
import { formatLongDate } from '@/lib/format-date';

/**
 * A court decision's header facts (api.md "Case law"): court, chamber, date, number, solution, parties, the
 * sommaire and keywords when the source has them, and the source's attribution (ODbL asks for it).
 */
export function DecisionFacts({ decision, source }: { decision: DecisionView; source: string | null }) {
  const facts: [string, string | null][] = [
    [T.court, decision.court.name],
    [T.chamber, decision.chamber],
    [T.date, formatLongDate(decision.date)],
    [T.number, decision.number],
    [T.nature, decision.nature],
    [T.solution, decision.solution],
    [T.parties, decision.parties],
  ];
  return (
    <section className="decision-facts card" aria-label={T.facts}>
      <dl className="document-info">
        {facts
          .filter((f): f is [string, string] => !!f[1])
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {decision.summary && (
        <div className="decision-facts__summary">
          <h2>{T.summary}</h2>
          <p>{decision.summary}</p>
        </div>
      )}
      {decision.keywords.length > 0 && (
        <p className="decision-facts__keywords">
          <span>{T.keywords} : </span>
          {decision.keywords.join(' ; ')}
        </p>
      )}
      {source && <p className="decision-facts__source">{source}</p>}
    </section>
  );
}
