import type { ResearchReportRunResult } from '@fcs/shared/workflows/research-report';
import { useId } from 'react';
import { ExpandableSection } from '../../../components/expandable-section';
import { LevelBadge } from '../../../components/level-badge';
import { humanize } from '../../../lib/level-tone';
import { ReportFact, ReportList, ReportText } from './report-fact';

type Report = ResearchReportRunResult;
type Trend = Report['companyOverview']['recentTrends'][number];

/**
 * The report: what it does not know (stated up front), the Executive Summary, then the four expandable sections.
 * Facts the report could not establish are marked 'Not known'; sector themes are labelled sector-level.
 */
export function ResearchReportResults({ report }: { report: Report }) {
  const summaryId = useId();
  return (
    <div className="report-results" role="region" aria-label={`Research report: ${report.companyName}`}>
      <p className="tool-results__for">
        Research report on <strong>{report.companyName}</strong> for <strong>{report.jobTitle}</strong>
      </p>

      <section className="report-summary" aria-labelledby={summaryId}>
        <h2 id={summaryId} className="report-summary__title">
          Executive Summary
        </h2>
        {report.summary
          .split(/\n{2,}/)
          .filter(Boolean)
          .map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
      </section>

      <FactsNotice report={report} />

      <CompanyOverview report={report} />
      <RolePositioning report={report} />
      <KpisAndExpectations report={report} />
      <CulturalFit report={report} />
    </div>
  );
}

/** What the report could not establish and what the candidate should settle, before any of its sections. */
function FactsNotice({ report }: { report: Report }) {
  const headingId = useId();
  const notKnown = report.notKnown ?? [];
  const questions = report.openQuestions ?? [];
  if (notKnown.length === 0 && questions.length === 0) return null;
  return (
    <section className="report-notice" aria-labelledby={headingId}>
      <h2 id={headingId} className="report-notice__title">
        Before you rely on this report
      </h2>
      {notKnown.length > 0 ? (
        <>
          <p>
            These facts about {report.companyName} are <strong>not known</strong> to this report. It does not guess
            them; each section below says where to find them.
          </p>
          <ul className="report-notice__unknowns">
            {notKnown.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      {questions.length > 0 ? (
        <>
          <h3 className="report-notice__subtitle">Questions to settle</h3>
          <ul className="report-list">
            {questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function CompanyOverview({ report }: { report: Report }) {
  const overview = report.companyOverview;
  const sectorThemes = overview.recentTrends.filter((trend) => trend.scope === 'sector').length;
  return (
    <ExpandableSection
      className="report-section"
      headingLevel={2}
      title="Company Overview"
      summary={`Mission, values, key facts and ${overview.recentTrends.length} recent ${overview.recentTrends.length === 1 ? 'trend' : 'trends'}${sectorThemes ? ` (${sectorThemes} sector-level)` : ''}`}
    >
      <h3 className="item-card__subtitle">Mission</h3>
      <p className="report-mission">
        <ReportText text={overview.mission} />
      </p>
      <dl className="report-facts">
        <ReportFact label="Industry" text={overview.industry} />
        <ReportFact label="Size" text={overview.size} />
        <ReportFact label="Location" text={overview.location} />
        <ReportFact label="Founded" text={overview.founded} />
        <ReportFact label="Revenue" text={overview.revenue} />
      </dl>
      <ReportList title="Values" items={overview.values} />
      {overview.recentTrends.length > 0 ? (
        <>
          <h3 className="item-card__subtitle">Recent trends</h3>
          <ul className="trend-list">
            {overview.recentTrends.map((trend) => (
              <TrendCard key={trend.id} trend={trend} />
            ))}
          </ul>
        </>
      ) : null}
    </ExpandableSection>
  );
}

const TREND_TONE: Record<Trend['impact'], string> = { positive: 'good', negative: 'bad', neutral: 'neutral' };

function TrendCard({ trend }: { trend: Trend }) {
  return (
    <li className={`trend-card trend-card--${trend.scope ?? 'company'}`}>
      <div className="trend-card__head">
        <h4 className="trend-card__title">{trend.title}</h4>
        <span className="trend-card__badges">
          {trend.scope === 'sector' ? (
            <span className="scope-badge scope-badge--sector">Sector-level</span>
          ) : trend.scope === 'company' ? (
            <span className="scope-badge">About the company</span>
          ) : null}
          <span className={`level-badge level-badge--${TREND_TONE[trend.impact]}`}>
            <span className="level-badge__label">Impact</span> {humanize(trend.impact)}
          </span>
        </span>
      </div>
      <p className="trend-card__description">{trend.description}</p>
      <p className="trend-card__meta">
        <span>{trend.timeframe}</span>
        <span>
          Source: <ReportText text={trend.source} />
        </span>
      </p>
    </li>
  );
}

function RolePositioning({ report }: { report: Report }) {
  const role = report.rolePositioning;
  return (
    <ExpandableSection
      className="report-section"
      headingLevel={2}
      title="Role Positioning"
      summary={`Where ${report.jobTitle} sits: department, reporting line, team and career path`}
    >
      <dl className="report-facts">
        <ReportFact label="Department" text={role.department} />
        <ReportFact label="Reporting structure" text={role.reportingStructure} />
        <ReportFact label="Team size" text={role.teamSize} />
      </dl>
      <ReportList title="Key responsibilities" items={role.keyResponsibilities} />
      {role.collaborationAreas.length > 0 ? (
        <>
          <h3 className="item-card__subtitle">Works closely with</h3>
          <ul className="chip-list">
            {role.collaborationAreas.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
        </>
      ) : null}
      {role.careerPath.length > 0 ? (
        <>
          <h3 className="item-card__subtitle">Career path</h3>
          <ol className="career-path">
            {role.careerPath.map((rung) => (
              <li key={rung}>{rung}</li>
            ))}
          </ol>
        </>
      ) : null}
    </ExpandableSection>
  );
}

function KpisAndExpectations({ report }: { report: Report }) {
  const kpis = report.kpisAndExpectations;
  return (
    <ExpandableSection
      className="report-section"
      headingLevel={2}
      title="KPIs & Expectations"
      summary={`${kpis.primaryKPIs.length} primary ${kpis.primaryKPIs.length === 1 ? 'KPI' : 'KPIs'}, what is expected and how success is judged`}
    >
      {kpis.primaryKPIs.length > 0 ? (
        <>
          <h3 className="item-card__subtitle">Primary KPIs</h3>
          <ul className="kpi-grid">
            {kpis.primaryKPIs.map((kpi) => (
              <li key={kpi.id} className="kpi-card">
                <div className="kpi-card__head">
                  <h4 className="kpi-card__name">{kpi.name}</h4>
                  <LevelBadge label="Importance" level={kpi.importance} meaning="higher-is-better" />
                </div>
                <p className="kpi-card__description">{kpi.description}</p>
                <dl className="kpi-card__facts">
                  <div>
                    <dt>Target</dt>
                    <dd>{kpi.target}</dd>
                  </div>
                  <div>
                    <dt>Measured by</dt>
                    <dd>{kpi.measurement}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ReportList title="Secondary metrics" items={kpis.secondaryMetrics} />
      <ReportList title="Performance expectations" items={kpis.performanceExpectations} />
      <ReportList title="Success criteria" items={kpis.successCriteria} />
      <dl className="report-facts">
        <ReportFact label="Evaluation frequency" text={kpis.evaluationFrequency} />
      </dl>
    </ExpandableSection>
  );
}

function CulturalFit({ report }: { report: Report }) {
  const culture = report.culturalFit;
  return (
    <ExpandableSection
      className="report-section"
      headingLevel={2}
      title="Cultural Fit"
      summary="Work style, communication, decisions, innovation and balance; growth and challenges"
    >
      <dl className="report-facts report-facts--wide">
        <ReportFact label="Work style" text={culture.workStyle} />
        <ReportFact label="Communication style" text={culture.communicationStyle} />
        <ReportFact label="Decision making" text={culture.decisionMaking} />
        <ReportFact label="Innovation approach" text={culture.innovationApproach} />
        <ReportFact label="Work-life balance" text={culture.workLifeBalance} />
      </dl>
      <div className="report-columns">
        <div className="report-column report-column--good">
          <ReportList title="Growth opportunities" items={culture.growthOpportunities} />
        </div>
        <div className="report-column report-column--bad">
          <ReportList title="Potential challenges" items={culture.potentialChallenges} />
        </div>
      </div>
    </ExpandableSection>
  );
}
