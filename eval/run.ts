/**
 * `npm run eval`: how role-true and fact-safe the offline engine's output is. Not a timed test: it runs every
 * workflow through the offline engine for a fixed set of roles (six from different job families, and six
 * siblings within each of three sectors) on realistic cases (eval/cases/*.json), and measures:
 *
 * - template_share: of the distinct sentences the six cross-family roles get, the share that three or more of
 *   them get (after masking the role title, company and person names and numbers), per workflow;
 * - template_share_siblings: the same within each sector's six sibling roles, worst sector per workflow;
 * - fabricated_events: sentences that attach an event, figure or quote to a named real organisation that the
 *   user's input does not support, plus research reports that give a real company a wrong industry;
 * - job_match and quiz: from eval/job-match.ts and eval/quiz.ts (the fit score and the career quiz).
 *
 * The last line of the output is one JSON object with these figures. `--verbose` lists the most shared
 * sentences and every fabricated one.
 */
import { runRoleFromCatalogue } from '@fcs/shared/workflows/common';
import { getRole } from '@fcs/shared/catalog/roles';
import type { Role } from '@fcs/shared/catalog/schema';
import { WORKFLOW_TYPES, type WorkflowType } from '@fcs/shared/runs';
import { commonKnowledge } from '@fcs/worker/llm/offline/knowledge/index';
import articles from './cases/articles.json' with { type: 'json' };
import coach from './cases/coach.json' with { type: 'json' };
import companies from './cases/companies.json' with { type: 'json' };
import cvs from './cases/cvs.json' with { type: 'json' };
import interviews from './cases/interviews.json' with { type: 'json' };
import roleSets from './cases/roles.json' with { type: 'json' };
import { evaluateJobMatch } from './job-match';
import { fabricationIn, wrongIndustry, type Fabrication } from './lib/fabrication';
import { evaluateQuiz } from './quiz';
import { roleFacing } from './lib/role-facing';
import { runWorkflow } from './lib/run-workflow';
import {
  isProse,
  mostShared,
  weightedTemplateShare,
  normaliseSentence,
  splitSentences,
  stringLeaves,
  templateShare,
} from './lib/sentences';

const verbose = process.argv.includes('--verbose');

interface Case {
  input: Record<string, unknown>;
  /** Text the user supplied: an article, a job description, a CV, a company name, a question. */
  userText: string;
  /** Names in the input masked when comparing outputs (companies, candidate names). */
  mask: string[];
}

type InterviewCase = (typeof interviews)['generic'];
const byRole = interviews.byRole as Record<string, InterviewCase | undefined>;

function casesFor(type: WorkflowType, jobId: string): Case[] {
  switch (type) {
    case 'news_interpretation':
      return articles.map((article) => ({
        input: { jobId, article, userTier: 'elite' },
        userText: `${article.title}\n${article.content}`,
        mask: [],
      }));
    case 'interview_prep': {
      const own = byRole[jobId];
      return [own, interviews.generic]
        .filter((c): c is InterviewCase => Boolean(c))
        .map((c) => ({
          input: { jobId, jobDescription: c.jobDescription, userProfile: c.userProfile },
          userText: JSON.stringify(c),
          mask: [c.jobDescription.company, c.jobDescription.title],
        }));
    }
    case 'job_match':
      return cvs.map((cv) => ({
        input: { jobId, cvData: cv.cvData },
        userText: JSON.stringify(cv.cvData),
        mask: [cv.cvData.name, ...cv.cvData.experience.map((e) => e.company)],
      }));
    case 'research_report':
      return companies.templateShare.map((companyName) => ({
        input: { jobId, companyName, userTier: 'elite' },
        userText: companyName,
        mask: [companyName],
      }));
    case 'coach_chat':
      return [
        ...coach.chat.map((question) => ({
          input: { jobId, mode: 'chat', messages: [{ role: 'user', content: question }], resumeContext: null },
          userText: question,
          mask: [],
        })),
        ...coach.workflows.map((workflowType) => ({
          input: { jobId, mode: 'workflow', workflowType },
          userText: '',
          mask: [],
        })),
      ];
    default:
      return [{ input: { jobId }, userText: '', mask: [] }];
  }
}

const REAL_NAMES = [...companies.realCompanies.map((c) => c.name), ...companies.otherRealNames];
const { first, last } = commonKnowledge().names;
const PEOPLE = new RegExp(`\\b(?:${first.join('|')})\\s(?:${last.join('|')})\\b`, 'g');

function roleOf(jobId: string): Role {
  const role = getRole(jobId);
  if (!role) throw new Error(`eval/cases/roles.json names an unknown role: ${jobId}`);
  return role;
}

/** The prose sentences of a run's output. */
function sentencesOf(output: { result: unknown; streamed: string[] }): string[] {
  return [...stringLeaves(output.result), ...output.streamed].flatMap(splitSentences).filter(isProse);
}

/** The sentences the template share compares: the output without facts every role must share (see roleFacing). */
function comparedSentencesOf(type: WorkflowType, output: { result: unknown; streamed: string[] }): string[] {
  return sentencesOf({ result: roleFacing(type, output.result), streamed: output.streamed });
}

const fabricated: (Fabrication & { where: string })[] = [];
const cache = new Map<string, string[]>();

/** Runs (once) every case of a workflow for a role; returns the role's normalised sentences and checks facts. */
async function roleSentences(type: WorkflowType, jobId: string): Promise<Set<string>> {
  const role = roleOf(jobId);
  const out = new Set<string>();
  for (const [i, c] of casesFor(type, jobId).entries()) {
    const key = `${type}:${jobId}:${i}`;
    let sentences = cache.get(key);
    if (!sentences) {
      const output = await runWorkflow(type, c.input, runRoleFromCatalogue(role));
      for (const s of new Set(sentencesOf(output))) {
        const f = fabricationIn(s, REAL_NAMES, c.userText);
        if (f) fabricated.push({ ...f, where: key });
      }
      sentences = [...new Set(comparedSentencesOf(type, output))];
      cache.set(key, sentences);
    }
    const mask = { phrases: [role.title, ...c.mask], people: PEOPLE };
    // Sentences the user supplied (an article's headline, a job description's lines) are echoes, not templates.
    const echoed = normaliseSentence(c.userText, mask);
    for (const s of sentences) {
      const n = normaliseSentence(s, mask);
      if (!echoed.includes(n)) out.add(n);
    }
  }
  return out;
}

async function shareFor(type: WorkflowType, jobIds: readonly string[]) {
  const perRole = new Map<string, Set<string>>();
  for (const jobId of jobIds) perRole.set(jobId, await roleSentences(type, jobId));
  return { share: weightedTemplateShare(perRole), distinct: templateShare(perRole), top: mostShared(perRole, 8) };
}

/** Research reports on every real company of the list, for each cross-family role: events and industries. */
async function checkRealCompanies(): Promise<void> {
  for (const company of companies.realCompanies) {
    for (const jobId of roleSets.crossFamily) {
      const output = await runWorkflow(
        'research_report',
        { jobId, companyName: company.name, userTier: 'elite' },
        runRoleFromCatalogue(roleOf(jobId)),
      );
      const where = `research_report:${jobId}:${company.name}`;
      for (const s of new Set(sentencesOf(output))) {
        const f = fabricationIn(s, REAL_NAMES, company.name);
        if (f) fabricated.push({ ...f, where });
      }
      const industry = (output.result as { companyOverview?: { industry?: string } }).companyOverview?.industry ?? '';
      if (wrongIndustry(industry, company.industry))
        fabricated.push({ sentence: `industry: ${industry}`, name: company.name, cues: ['industry'], where });
    }
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000;

async function main(): Promise<void> {
  const templateShares: Record<string, number> = {};
  const siblingShares: Record<string, number> = {};
  for (const type of WORKFLOW_TYPES) {
    process.stderr.write(`eval: ${type}\n`);
    const cross = await shareFor(type, roleSets.crossFamily);
    templateShares[type] = round(cross.share);
    let worst = 0;
    const bySector: string[] = [];
    for (const [sector, jobIds] of Object.entries(roleSets.siblingGroups)) {
      const sib = await shareFor(type, jobIds);
      worst = Math.max(worst, sib.share);
      bySector.push(`${sector} ${round(sib.share)}`);
      if (verbose) for (const [s, n] of sib.top) console.log(`  [${type} siblings ${sector}] ${n}/6  ${s}`);
    }
    siblingShares[type] = round(worst);
    console.log(
      `${type.padEnd(20)} cross-family ${round(cross.share).toFixed(3)} (distinct ${round(cross.distinct).toFixed(3)})   siblings ${bySector.join(', ')}`,
    );
    if (verbose) for (const [s, n] of cross.top) console.log(`  [${type} cross] ${n}/6  ${s}`);
  }
  process.stderr.write('eval: real companies\n');
  await checkRealCompanies();
  console.log(`fabricated events: ${fabricated.length}`);
  if (verbose)
    for (const f of fabricated) console.log(`  [${f.where}] ${f.name} (${f.cues.join(', ')}): ${f.sentence}`);

  const { heldOutLines, ...jobMatch } = await evaluateJobMatch();
  for (const line of heldOutLines) console.log(line);
  const quiz = await evaluateQuiz();
  console.log(
    JSON.stringify({
      template_share: templateShares,
      template_share_siblings: siblingShares,
      fabricated_events: fabricated.length,
      job_match: jobMatch,
      quiz,
    }),
  );
}

await main();
