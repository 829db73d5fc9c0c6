import { ComingSoon } from '../../components/coming-soon';

/** /research-report. Placeholder until the feature is built. */
export function Component() {
  return (
    <ComingSoon
      name="Research Report"
      description="Enter a company and a role to get a report on the company, where the role sits, the KPIs it is measured on and the cultural fit."
    />
  );
}
