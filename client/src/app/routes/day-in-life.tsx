import { ComingSoon } from '../../components/coming-soon';

/** /day-in-life. Placeholder until the feature is built. */
export function Component() {
  return (
    <ComingSoon
      name="Day in the Life"
      description="Follow a simulated professional through the five periods of a working day in the role you choose, from morning routine to end of day."
    />
  );
}
