import type { DaySimulationResult } from '@fcs/shared/entities';
import { useId } from 'react';
import { LevelMeter } from '../../../components/level-meter';

export interface DayOverviewProps {
  summary: string;
  schedule: DaySimulationResult['daySchedule'];
}

/** Day Overview: the day in a paragraph, and the five periods at a glance with their time, mood and energy. */
export function DayOverview({ summary, schedule }: DayOverviewProps) {
  const headingId = useId();
  return (
    <section className="day-overview" aria-labelledby={headingId}>
      <h2 id={headingId} className="day-overview__title">
        Day Overview
      </h2>
      <p className="day-overview__summary">{summary}</p>
      <ol className="day-overview__timeline" aria-label="The day at a glance">
        {schedule.map((period) => (
          <li key={period.id} className="day-overview__period">
            <span className="day-overview__time">{period.timeRange}</span>
            <span className="day-overview__name">{period.title}</span>
            <LevelMeter label="Energy" level={period.energy} meaning="neutral" />
            <span className="day-overview__mood">{period.mood}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
