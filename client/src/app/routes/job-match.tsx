import { ComingSoon } from '../../components/coming-soon';

/** /job-match. Placeholder until the feature is built. */
export function Component() {
  return (
    <ComingSoon
      name="Job Match Analysis"
      description="Upload your CV and get a fit score for a role, with your strengths, skill gaps and development recommendations."
    />
  );
}
