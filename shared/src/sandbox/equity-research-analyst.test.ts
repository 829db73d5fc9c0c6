import { describe, expect, it } from 'vitest';
import { EQUITY_RESEARCH_ANALYST_SANDBOX } from './equity-research-analyst';
import { ZSandboxContent } from './schema';

describe('equity research analyst sandbox content', () => {
  it('parses with ZSandboxContent', () => {
    const result = ZSandboxContent.safeParse(EQUITY_RESEARCH_ANALYST_SANDBOX);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('has the depth the free simulation promises', () => {
    const content = EQUITY_RESEARCH_ANALYST_SANDBOX;
    expect(content.emails.length).toBeGreaterThanOrEqual(8);
    expect(content.projects.length).toBeGreaterThanOrEqual(4);
    expect(content.meetings.length).toBeGreaterThanOrEqual(4);
    expect(content.files.length).toBeGreaterThanOrEqual(5);
    expect(content.news.length).toBeGreaterThanOrEqual(5);
    expect(content.fundamentals.length).toBeGreaterThanOrEqual(8);
    expect(content.companies.length).toBeGreaterThanOrEqual(4);
  });

  it('uses only fictional companies on the reserved .example domain', () => {
    const names = EQUITY_RESEARCH_ANALYST_SANDBOX.companies.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const company of EQUITY_RESEARCH_ANALYST_SANDBOX.companies) {
      expect(company.website).toMatch(/^https:\/\/[a-z0-9.-]+\.example$/);
    }
  });

  it('keeps the restricted company out of the files meant for clients', () => {
    const clientFiles = EQUITY_RESEARCH_ANALYST_SANDBOX.files.filter((f) => f.name.startsWith('HRC_'));
    expect(clientFiles.length).toBeGreaterThan(0);
    for (const file of clientFiles) expect(file.description).not.toMatch(/Brackenfield/);
  });
});

describe('ZSandboxContent', () => {
  it('when a list is empty or an enum value is unknown, then names the field', () => {
    const broken = {
      ...EQUITY_RESEARCH_ANALYST_SANDBOX,
      emails: [{ ...EQUITY_RESEARCH_ANALYST_SANDBOX.emails[0], priority: 'urgent' }],
      companies: [],
    };
    const result = ZSandboxContent.safeParse(broken);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['emails', 'emails.0.priority', 'companies']));
  });
});
