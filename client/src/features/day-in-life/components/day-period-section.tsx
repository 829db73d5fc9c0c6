import type { DaySimulationResult } from '@fcs/shared/entities';
import { ExpandableSection } from '../../../components/expandable-section';
import '../../../components/level-badge.css';
import { LevelMeter } from '../../../components/level-meter';
import { humanize } from '../../../lib/level-tone';

type DayPeriod = DaySimulationResult['daySchedule'][number];
type Activity = DayPeriod['activities'][number];

/** One period of the day (Morning Routine, 7-9 AM, ...), expandable: mood, energy, activities, challenges, highlights. */
export function DayPeriodSection({ period }: { period: DayPeriod }) {
  const count = period.activities.length;
  return (
    <ExpandableSection
      className="day-period"
      headingLevel={2}
      title={period.title}
      meta={<span className="day-period__time">{period.timeRange}</span>}
      summary={`${period.mood} · ${count} ${count === 1 ? 'activity' : 'activities'}`}
    >
      <div className="day-period__state">
        <p className="day-period__mood">
          <span className="day-period__label">Mood</span> {period.mood}
        </p>
        <LevelMeter label="Energy" level={period.energy} meaning="neutral" />
      </div>

      <h3 className="item-card__subtitle">Activities</h3>
      <ul className="item-list">
        {period.activities.map((activity) => (
          <li key={activity.id}>
            <ActivityCard activity={activity} />
          </li>
        ))}
      </ul>

      <div className="day-period__notes">
        {period.challenges.length > 0 ? (
          <div className="day-period__note day-period__note--challenges">
            <h3 className="day-period__note-title">Challenges</h3>
            <ul>
              {period.challenges.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {period.highlights.length > 0 ? (
          <div className="day-period__note day-period__note--highlights">
            <h3 className="day-period__note-title">Highlights</h3>
            <ul>
              {period.highlights.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </ExpandableSection>
  );
}

/** An activity: title, duration and priority; expands to its description, interactions, tools and outcomes. */
function ActivityCard({ activity }: { activity: Activity }) {
  return (
    <ExpandableSection
      className="item-card"
      headingLevel={4}
      title={activity.title}
      meta={
        <>
          <span className="day-period__duration">{activity.duration}</span>
          <span className={`priority-badge priority-badge--${activity.priority}`}>
            {humanize(activity.priority)} priority
          </span>
        </>
      }
    >
      <p>{activity.description}</p>
      <dl className="activity-facts">
        <ActivityList title="Interactions" items={activity.interactions} />
        <ActivityList title="Tools" items={activity.tools} />
        <ActivityList title="Outcomes" items={activity.outcomes} />
      </dl>
    </ExpandableSection>
  );
}

function ActivityList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <dt>{title}</dt>
      <dd>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
