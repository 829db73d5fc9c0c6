import { ComingSoon } from '../../components/coming-soon';

/** /sandbox: job simulations. Placeholder until the feature is built. */
export function Component() {
  return (
    <ComingSoon
      name="AI Simulations"
      description="Step into a working day of a finance role, with its inbox, meetings, files, news and tasks, and an AI coach beside you."
    />
  );
}
