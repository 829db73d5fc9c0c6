import { ComingSoon } from '../../components/coming-soon';

/** /interview-prep. Placeholder until the feature is built. */
export function Component() {
  return (
    <ComingSoon
      name="Interview Preparation Assistant"
      description="Paste or upload a job description and get an interview guide built around the role and your own experience."
    />
  );
}
