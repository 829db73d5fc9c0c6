import type { DayInLifeRunResult } from '@fcs/shared/workflows/day-in-life';
import { DayOverview } from './day-overview';
import { DayPeriodSection } from './day-period-section';
import { PersonaCard } from './persona-card';

export interface DayInLifeResultsProps {
  result: DayInLifeRunResult;
}

/** The simulated day: persona card, Day Overview, then the five expandable periods. */
export function DayInLifeResults({ result }: DayInLifeResultsProps) {
  return (
    <div className="day-results" role="region" aria-label={`A day as ${result.jobTitle}`}>
      <p className="tool-results__for">
        A day in the life of <strong>{result.jobTitle}</strong>
      </p>
      <PersonaCard persona={result.persona} />
      <DayOverview summary={result.summary} schedule={result.daySchedule} />
      <div className="day-results__periods">
        {result.daySchedule.map((period) => (
          <DayPeriodSection key={period.id} period={period} />
        ))}
      </div>
    </div>
  );
}
