import { ComingSoon } from '../../components/coming-soon';

/** /ai-jobs: AI impact analysis of a role. Placeholder until the feature is built. */
export function Component() {
  return (
    <ComingSoon
      name="AI Impact Analysis"
      description="See how AI is likely to change a finance role: a disruption risk score, the emerging AI tools and strategies to adapt."
    />
  );
}
