import { ROUTES, FREE_SIMULATION_PATH } from '@fcs/shared/routes';
import { Badge } from '../../../components/badge';
import { ButtonLink } from '../../../components/button';
import '../marketing.css';

const EXAMPLE_DAY = [
  { time: '06:30', task: 'Overnight news and pre-market moves' },
  { time: '07:00', task: 'Results land: update the model' },
  { time: '08:30', task: 'Morning meeting: pitch your view' },
  { time: '11:00', task: 'Calls with fund managers' },
  { time: '15:00', task: 'Write and publish the results note' },
] as const;

const FACTS = [
  { value: '15', label: 'questions in the career quiz' },
  { value: '130+', label: 'finance roles to simulate' },
  { value: '£0', label: 'to try your first simulation' },
] as const;

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <span className="eyebrow hero__eyebrow">Career simulator for financial services</span>
          <h1 id="hero-title" className="hero__title">
            Try a finance job before you choose one.
          </h1>
          <p className="hero__lead">
            Take a short career quiz, see which roles fit you, then spend a simulated day in the job: the inbox, the
            meetings, the files and the deadlines, with an AI coach who has done it for years.
          </p>
          <div className="hero__actions">
            <ButtonLink to={ROUTES.quiz} size="lg">
              Find Your Perfect Role
            </ButtonLink>
            <ButtonLink to={FREE_SIMULATION_PATH} size="lg" variant="inverse">
              Try Free Job Simulation
            </ButtonLink>
          </div>
          <p className="hero__note">The Equity Research Analyst simulation is free and needs no sign-up.</p>
        </div>
        <figure className="hero__day">
          <div className="hero__day-header">
            <span>A day as an Equity Research Analyst</span>
            <Badge tone="inverse">Example</Badge>
          </div>
          <ol className="hero__day-list">
            {EXAMPLE_DAY.map((slot) => (
              <li key={slot.time}>
                <time className="hero__day-time">{slot.time}</time>
                <span>{slot.task}</span>
              </li>
            ))}
          </ol>
          <figcaption className="hero__day-caption">
            An illustrative schedule of the kind each simulation recreates.
          </figcaption>
        </figure>
        <ul className="hero__facts">
          {FACTS.map((fact) => (
            <li key={fact.label} className="hero__fact">
              <strong className="hero__fact-value">{fact.value}</strong> <span>{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
