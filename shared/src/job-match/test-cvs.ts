/** CVs that more than one job-match test file uses (test support, not product code). */
import { getRole } from '../catalog/roles';
import type { Role } from '../catalog/schema';
import { evidenceUnits, requirementCoverage, requirementUnits } from './evidence-text';
import { scoreFit, type FitCv } from './score-fit';

/** A head chef whose only finance is the role's skill list pasted into the CV (the eval's keyword-stuffed CV). */
export const chefWithPastedSkills = (r: Role): FitCv => ({
  summary: `Aspiring ${r.title}. ${r.skills.join('. ')}.`,
  skills: [...r.skills],
  experience: [
    {
      title: 'Head Chef',
      company: 'The Olive Tree',
      duration: 'Mar 2019 - Present',
      description: 'Run a 60-cover kitchen, plan seasonal menus, cost every dish and train a brigade of eight.',
      achievements: ['Two AA Rosettes'],
    },
  ],
  education: [{ degree: 'NVQ Level 3 Professional Cookery', institution: 'Leeds City College', year: '2014' }],
});

/** The credit one job of a single line (under `title`, from January 2021) earns for one skill of a role. */
export function lineCredit(jobId: string, skill: string, title: string, line: string): number {
  const role = getRole(jobId);
  if (!role) throw new Error(jobId);
  const cv: FitCv = { experience: [{ title, company: '', duration: 'Jan 2021 - Present', description: line }] };
  const found = scoreFit(cv, role, { asOf: '2026-11' }).skills.find((s) => s.skill === skill);
  if (!found) throw new Error(skill);
  return found.credit;
}

/**
 * The credit a skill earns from one line as the scorer reads the units of a job's line: the requirement's coverage
 * share, full at 0.6 (`FULL_COVERAGE` in `score-fit.ts`), at most 1.
 */
export function unitCredit(skill: string, line: string): number {
  return Math.min(1, requirementCoverage(requirementUnits(skill), evidenceUnits(line)).share / 0.6);
}
