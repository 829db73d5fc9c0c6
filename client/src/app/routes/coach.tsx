import { ComingSoon } from '../../components/coming-soon';

/** /coach: the AI Career Simulator. Placeholder until the feature is built. */
export function Component() {
  return (
    <ComingSoon
      name="AI Career Simulator"
      description="Pick a finance role and chat with an AI coach who plays a veteran of that role, or run workflows that analyse the job for you."
    />
  );
}
