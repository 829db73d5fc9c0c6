import type { SandboxEmail, SandboxNewsItem } from '@fcs/shared/sandbox/schema';

type Level = SandboxEmail['priority'];

const PRIORITY_TEXT: Record<Level, string> = { high: 'High priority', medium: 'Medium priority', low: 'Low priority' };
const IMPACT_TEXT: Record<SandboxNewsItem['impact'], string> = {
  high: 'High impact',
  medium: 'Medium impact',
  low: 'Low impact',
};

/** An email's priority: high stands out (urgent), low recedes. */
export function PriorityBadge({ priority }: { priority: Level }) {
  return <span className={`sim-badge sim-badge--priority-${priority}`}>{PRIORITY_TEXT[priority]}</span>;
}

/** A news item's impact, in the spec's colours (high green, medium yellow, low red). */
export function ImpactBadge({ impact }: { impact: SandboxNewsItem['impact'] }) {
  return <span className={`sim-badge sim-badge--impact-${impact}`}>{IMPACT_TEXT[impact]}</span>;
}
