/**
 * What of a workflow's result the template share compares. A research report's company profile (what the
 * named company does, where it is based, when it was founded, and the plain "not known" for its size, revenue,
 * mission and values) states facts about the company: the facts policy makes them the same for every role, so
 * identical sentences there are correct, not a template. Everything written for the role (its trends and
 * themes, positioning, KPIs, culture, questions, summary) is compared. Fabrication checks still read the whole
 * result.
 */
export function roleFacing(type: string, result: unknown): unknown {
  if (type !== 'research_report' || !result || typeof result !== 'object') return result;
  const report = result as { companyOverview?: { recentTrends?: unknown } };
  if (!report.companyOverview) return result;
  return { ...report, companyOverview: { recentTrends: report.companyOverview.recentTrends } };
}
