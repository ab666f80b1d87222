import { CASE_LAW_TEXTS as T } from '@lexfaso/contracts';
import { formatLongDate } from '@/lib/format-date';
import './decision-line.css';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A court decision in a list (search results, "Cité par"): its court, date and solution on one line,
 * 'Cour de cassation · 26 mai 2005 · Rejet'.
 */
export function DecisionLine({
  decision,
}: {
  decision: { court: { name: string }; date: string; solution: string | null };
}) {
  return (
    <p className="decision-line">
      {T.decisionLine(
        decision.court.name,
        formatLongDate(decision.date),
        decision.solution ? capitalised(decision.solution) : null,
      )}
    </p>
  );
}
