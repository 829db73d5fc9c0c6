/** CVs that more than one job-match test file uses (test support, not product code). */
import type { Role } from '../catalog/schema';
import type { FitCv } from './score-fit';

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
