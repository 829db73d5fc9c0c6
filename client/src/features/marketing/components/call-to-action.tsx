import { ROUTES, FREE_SIMULATION_PATH } from '@fcs/shared/routes';
import { ButtonLink } from '../../../components/button';
import '../marketing.css';

export function CallToAction() {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-band__inner">
        <div>
          <h2 id="cta-title">Ready to see finance from the inside?</h2>
          <p>
            Take the quiz to find your matches, or start the free Equity Research Analyst simulation now. No sign-up
            needed.
          </p>
        </div>
        <div className="cta-band__actions">
          <ButtonLink to={ROUTES.quiz} size="lg">
            Take Job Matching Quiz
          </ButtonLink>
          <ButtonLink to={FREE_SIMULATION_PATH} size="lg" variant="inverse">
            Try Free Simulation
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
