import { fitScoreBand } from '@fcs/shared/constants';
import { Badge } from '../../../components/badge';
import '../marketing.css';

const STEPS = [
  {
    title: 'Answer 15 questions',
    text: 'About your interests, skills, experience, personality and goals. It takes a few minutes.',
  },
  {
    title: 'See your ranked matches',
    text: 'Every role gets a percentage fit, with what the job involves day to day.',
  },
  { title: 'Try the ones that fit', text: 'Open a simulation of any match and find out how the work actually feels.' },
] as const;

const EXAMPLE_MATCHES = [
  { title: 'Equity Research Analyst', match: 92 },
  { title: 'Credit Analyst', match: 86 },
  { title: 'Investment Banking Analyst', match: 79 },
  { title: 'Risk Analyst', match: 71 },
] as const;

export function RoleMatchingPitch() {
  return (
    <section className="section section--subtle" aria-labelledby="matching-title">
      <div className="container split">
        <div className="split__text">
          <span className="eyebrow">Role matching</span>
          <h2 id="matching-title">Find the roles that fit you, not the ones you have heard of</h2>
          <p className="section__lead">
            Finance has far more careers than banking and trading. The quiz compares your answers with over 130 roles
            and ranks them by fit.
          </p>
          <ol className="steps">
            {STEPS.map((step) => (
              <li key={step.title} className="steps__item">
                <h3 className="steps__title">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>

        <figure className="match-preview">
          <div className="match-preview__header">
            <span className="match-preview__title">Your top matches</span>
            <Badge tone="warning">Example</Badge>
          </div>
          <ul className="match-preview__list">
            {EXAMPLE_MATCHES.map((job) => (
              <li key={job.title} className="match-preview__item">
                <div className="match-preview__row">
                  <span>{job.title}</span>
                  <span className="match-preview__score">{job.match}% fit</span>
                </div>
                <div className="match-preview__bar" aria-hidden="true">
                  <span
                    className={`match-preview__fill match-preview__fill--${fitScoreBand(job.match).label}`}
                    style={{ width: `${job.match}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
          <figcaption className="match-preview__caption">
            Illustrative results. Your matches depend on your answers.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
