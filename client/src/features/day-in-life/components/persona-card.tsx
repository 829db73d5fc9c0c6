import type { DaySimulationResult } from '@fcs/shared/entities';
import { useId } from 'react';

/** The professional whose day is simulated: name, experience, background, personality, key habits. */
export function PersonaCard({ persona }: { persona: DaySimulationResult['persona'] }) {
  const headingId = useId();
  const initials = persona.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <section className="persona-card" aria-labelledby={headingId}>
      <div className="persona-card__head">
        <span className="persona-card__avatar" aria-hidden="true">
          {initials}
        </span>
        <div>
          <p className="persona-card__eyebrow">Your persona</p>
          <h2 id={headingId} className="persona-card__name">
            {persona.name}
          </h2>
          <p className="persona-card__experience">{persona.experience}</p>
        </div>
      </div>
      <dl className="persona-card__facts">
        <div>
          <dt>Background</dt>
          <dd>{persona.background}</dd>
        </div>
        <div>
          <dt>Personality</dt>
          <dd>{persona.personality}</dd>
        </div>
        {persona.voice ? (
          <div>
            <dt>How they talk</dt>
            <dd>{persona.voice}</dd>
          </div>
        ) : null}
      </dl>
      {persona.habits.length > 0 ? (
        <>
          <h3 className="persona-card__subtitle">Key habits</h3>
          <ul className="persona-card__habits">
            {persona.habits.map((habit) => (
              <li key={habit}>{habit}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
