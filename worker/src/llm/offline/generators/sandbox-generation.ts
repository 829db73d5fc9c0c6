import type { SandboxContent } from '@fcs/shared/sandbox/schema';
import { commonKnowledge } from '../knowledge/index';
import type { Fundamental } from '../knowledge/schema';
import {
  an,
  buildRoleContext,
  fillTemplate,
  ladderRefs,
  personName,
  sectorTerms,
  type RoleContext,
} from './role-context';
import { hashString } from './seed';
import { lowerFirst, truncate, upperFirst } from './text';
import type { GeneratorContext } from './types';

const FIRM_PREFIXES = [
  'Ashdown',
  'Kingsbridge',
  'Harrowby',
  'Fairlight',
  'Marchmont',
  'Wexcombe',
  'Carrick',
  'Holloway',
  'Larkspur',
  'Stanmore',
];

function slug(text: string): string {
  return text.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

function fileType(kind: string, name: string): string {
  const k = `${kind} ${name}`.toLowerCase();
  if (/excel|xlsx|spreadsheet|workbook/.test(k)) return 'spreadsheet';
  if (/presentation|pptx/.test(k)) return 'presentation';
  if (/pdf/.test(k)) return 'pdf';
  if (/notebook|ipynb/.test(k)) return 'notebook';
  if (/source|script|\.cpp|\.r\b|\.py/.test(k)) return 'code';
  if (/power bi|looker|pbix|dashboard/.test(k)) return 'dashboard';
  if (/visio|diagram/.test(k)) return 'diagram';
  return 'document';
}

function importanceText(f: Fundamental, i: number, ctx: RoleContext): string {
  const deliverable = ctx.k.deliverables[i % ctx.k.deliverables.length] ?? 'work';
  const colleague = ctx.k.colleagues[i % ctx.k.colleagues.length] ?? 'your seniors';
  if (f.importance === 'high')
    return `Core to the job: as ${an(ctx.title)} you will use ${lowerFirst(f.term.split(' (')[0] ?? f.term)} in the ${deliverable}, and interviewers test it.`;
  const term = lowerFirst(f.term.split(' (')[0] ?? f.term);
  if (f.importance === 'medium') return `${upperFirst(term)} comes up regularly in work with ${colleague}.`;
  return `Background to ${term} helps you follow senior conversations about the ${deliverable}.`;
}

/** Pads a hand-written line that is shorter than the schema's minimum with a neutral closing sentence. */
function atLeast(text: string, min: number, closing: string): string {
  return text.length >= min ? text : `${text} ${closing}`;
}

const EXTERNAL =
  /client|agent|valuer|adviser|counterparty|broker|portfolio cfo|tenant|trustee|finance director|founder|data scientist, vendor/i;

/** The week's case file: the people, figures and fixed points every part of the week is written from. */
export interface SandboxCaseFile {
  people: { name: string; role: string; organisation: string }[];
  keyFigures: { label: string; value: string }[];
  calendar: { when: string; what: string }[];
}

/** A job title as the case file names it: "Head of Pricing" from "Head of Pricing" or "Model Validation, {company2}". */
function titleOf(from: string): { role: string; organisation?: string } {
  const [role, organisation] = from.split(/,\s*/, 2);
  return { role: (role ?? from).trim(), ...(organisation ? { organisation: organisation.trim() } : {}) };
}

/**
 * A simulated week in the role (spec "Sandbox content"): inbox, projects, meetings, files, news, concepts and
 * companies, all written from one case file. The week's own material comes from the role's knowledge (its own
 * section of the family first, then the family's, then the sector's): the same fictional firms, the same people
 * (one name per job title), and the figures and fixed points the family's week is written around. What the
 * generator adds is the role's own: the manager's brief on the role's first skill, a project on its second, a 1:1
 * about the week's first project, and the family's qualification.
 */
export function generateSandbox(gen: GeneratorContext): SandboxContent & SandboxCaseFile {
  const ctx = buildRoleContext(gen.role);
  const refs = ladderRefs(ctx);
  const k = ctx.k;
  const week = k.week;
  const firm = `${FIRM_PREFIXES[hashString(ctx.jobId) % FIRM_PREFIXES.length]} ${k.firmSuffix}`;
  const [c1, c2, ...restCompanies] = k.companies;
  const company = c1?.name ?? 'the client';
  const company2 = c2?.name ?? 'a second client';
  const fill = (t: string) => fillTemplate(t, ctx, { company, company2 }).replace(/\{firm\}/g, firm);
  // One name per job title, so the same Head of Pricing signs every email and sits in every meeting.
  const person = (role: string) => personName(`${ctx.jobId}:${role.toLowerCase()}`);
  const managerName = person(refs.manager);
  const skill0 = ctx.skills[0] ?? 'the core analysis';
  const skill1 = ctx.skills[1] ?? skill0;
  const cert = k.resources.find((r) => r.type === 'certification');
  const terms = sectorTerms(ctx);
  const figures = week.figures ?? [];
  const fixedPoints = week.fixedPoints ?? [];

  // ---------------------------------------------------------------- case file
  const people = new Map<string, SandboxCaseFile['people'][number]>();
  const cast = (from: string, external: boolean) => {
    const filled = fill(from);
    const { role, organisation } = titleOf(filled);
    if (/^you$/i.test(role)) return 'You';
    const org = organisation ?? (external ? company2 : firm);
    const key = `${role.toLowerCase()}|${org}`;
    if (!people.has(key)) people.set(key, { name: person(role), role, organisation: org });
    return people.get(key)!;
  };
  cast(refs.manager, false);

  // ---------------------------------------------------------------- scenario
  const firstFigure = figures[0];
  const firstFixed = fixedPoints[0];
  const scenario = [
    `It is Monday morning and you are ${an(ctx.title)} at ${firm}, in the ${k.department}.`,
    fill(week.scenario),
    `Your ${refs.manager}, ${managerName}, wants you to own ${lowerFirst(skill0)} this week${
      firstFixed ? `, with your part ready before ${lowerFirst(fill(firstFixed.what))} (${firstFixed.when})` : ''
    }${firstFigure ? `; the number everyone will ask about is ${lowerFirst(fill(firstFigure.label))}: ${fill(firstFigure.value)}` : ''}.`,
    `${company} and ${company2} are fictional, as is everyone you meet this week; real regulators and rules appear only as they actually work.`,
  ].join(' ');

  // ---------------------------------------------------------------- emails
  const senderLine = (from: string): string => {
    const who = cast(from, EXTERNAL.test(from) && !from.includes(','));
    if (who === 'You') return 'You';
    return truncate(`${who.name} (${who.role}, ${who.organisation})`, 120);
  };
  const seeds = week.emails.map((e) => ({
    subject: truncate(fill(e.subject), 160),
    from: senderLine(e.from),
    priority: e.priority,
    content: fill(e.body),
  }));
  const project0 = week.projects[0];
  const managerEmail = {
    subject: `This week: ${truncate(skill0, 80)}`,
    from: `${managerName} (${refs.manager}, ${firm})`,
    priority: 'high' as const,
    content: [
      `Welcome properly to the team. I'd like you to own ${lowerFirst(skill0)} on ${fill(project0?.title ?? `the ${company} work`).replace(/\.$/, '')}.`,
      ctx.descriptionSentences[1] ?? '',
      `Send me a first draft of the ${fill(project0?.deliverables[0] ?? k.deliverables[0] ?? 'work').toLowerCase()} by Wednesday and flag anything you are unsure about${
        firstFigure ? `, especially ${lowerFirst(fill(firstFigure.label))}` : ''
      }.`,
    ]
      .filter(Boolean)
      .join(' '),
  };
  const studyEmail = cert
    ? [
        {
          subject: `Study support: ${truncate(cert.title, 110)}`,
          from: `${person('learning & development')} (Learning & Development, ${firm})`,
          priority: 'low' as const,
          content: `The firm sponsors ${cert.title} for ${refs.entry}s in the ${k.department}. ${cert.description} Agree a study plan with ${managerName}.`,
        },
      ]
    : [];
  // A thin week (a sector's) gets a colleague's request for one of the family's deliverables.
  const requests = k.deliverables.slice(1, 1 + Math.max(0, 5 - seeds.length - studyEmail.length)).map((d, i) => {
    const colleague = k.colleagues[i] ?? 'a colleague';
    return {
      subject: `Request: ${truncate(d, 120)} for ${company2}`,
      from: `${person(colleague)} (${truncate(upperFirst(colleague), 80)}, ${firm})`,
      priority: 'medium' as const,
      content: `Could you send me the latest ${d} for ${company2} before Thursday? We need it ahead of ${lowerFirst(k.calendar[0] ?? 'the next deadline')}.`,
    };
  });
  const mixed = [seeds[0], managerEmail, ...seeds.slice(1, 4), ...studyEmail, ...requests, ...seeds.slice(4)].filter(
    (e): e is NonNullable<typeof e> => Boolean(e),
  );
  const slots = [
    'Mon 07:05',
    'Mon 07:48',
    'Mon 09:20',
    'Mon 11:35',
    'Tue 08:10',
    'Tue 14:25',
    'Wed 08:40',
    'Wed 16:05',
  ];
  const emails: SandboxContent['emails'] = mixed
    .slice(0, 8)
    .map((e) => ({ ...e, content: atLeast(e.content, 40, `Reply to ${managerName} if this changes your plan.`) }))
    .map((e, i) => ({ ...e, timestamp: slots[i] ?? 'Thu 09:00' }));

  // ---------------------------------------------------------------- projects
  const projectSeeds = [
    ...week.projects.map((p) => ({
      title: fill(p.title),
      description: fill(p.description),
      deliverables: p.deliverables.map(fill),
    })),
    {
      title: `Own ${lowerFirst(truncate(skill1, 90))} for ${company2}`,
      description: `Take the lead on ${lowerFirst(skill1)} for ${company2}, with ${managerName} reviewing before anything leaves the ${k.department}.`,
      deliverables: [upperFirst(k.deliverables[1] ?? k.deliverables[0] ?? 'Draft'), `Review notes from ${managerName}`],
    },
  ];
  const statuses: SandboxContent['projects'][number]['status'][] = [
    'in_progress',
    'in_progress',
    'not_started',
    'in_progress',
    'completed',
  ];
  const deadlines = ['Fri 17:00', 'Thu 12:00', 'Next Wednesday', 'Wed 18:00', 'Done (last Friday)'];
  const projects: SandboxContent['projects'] = projectSeeds.slice(0, 5).map((p, i) => ({
    title: truncate(p.title, 160),
    status: statuses[i] ?? 'not_started',
    deadline: deadlines[i] ?? 'End of month',
    description: atLeast(p.description, 40, `${managerName} reviews it before it goes out.`),
    deliverables: p.deliverables.slice(0, 8).map((d) => truncate(d, 240)),
  }));

  // ---------------------------------------------------------------- meetings
  const attendee = (a: string) => {
    const who = cast(a, EXTERNAL.test(a) && !a.includes(','));
    return who === 'You' ? 'You' : `${who.name} (${who.role})`;
  };
  const meetingSeeds = week.meetings.map((m) => ({
    title: fill(m.title),
    duration: m.duration,
    attendees: m.attendees.map(attendee),
    agenda: m.agenda.map(fill),
    transcript: m.transcript ? namedTranscript(fill(m.transcript), attendee) : undefined,
  }));
  const firstProject = projects[0];
  const oneToOne = {
    title: `1:1 with ${managerName}`,
    duration: '30 min',
    attendees: [`${managerName} (${refs.manager})`, 'You'],
    agenda: [
      firstProject ? `Progress on ${lowerFirst(firstProject.title)}` : 'Progress this week',
      ...(firstFixed ? [`Getting ready for ${lowerFirst(fill(firstFixed.what))}`] : []),
      `Getting better at ${lowerFirst(skill0)}`,
      cert ? `Study plan for ${cert.title}` : `Your development as ${an(refs.entry)}`,
    ],
    transcript: [
      `${managerName}: Where are you on ${lowerFirst(firstProject?.title ?? 'the main piece of work')}?`,
      `You: ${upperFirst(firstProject?.deliverables[0] ?? 'The first draft')} is drafted${
        firstFigure ? `; I'm still checking ${lowerFirst(fill(firstFigure.label))} (${fill(firstFigure.value)})` : ''
      }.`,
      firstFixed
        ? `${managerName}: ${upperFirst(fill(firstFixed.what))} is ${firstFixed.when}, so I want your version the day before.`
        : `${managerName}: I want your version before the end of Wednesday.`,
      `You: Understood. After that I'll start on ${lowerFirst(skill1)} for ${company2}.`,
    ].join('\n'),
  };
  const meetingList = [meetingSeeds[0], oneToOne, ...meetingSeeds.slice(1)].filter((m): m is NonNullable<typeof m> =>
    Boolean(m),
  );
  const times = ['Mon 09:00', 'Mon 16:30', 'Wed 10:00', 'Thu 08:30', 'Fri 11:00'];
  const meetings: SandboxContent['meetings'] = meetingList.slice(0, 4).map((m, i) => ({
    title: truncate(m.title, 160),
    time: fixedTime(m.title, fixedPoints, fill) ?? times[i] ?? 'Fri 15:00',
    duration: m.duration,
    attendees: m.attendees.slice(0, 15).map((a) => truncate(a, 120)),
    agenda: m.agenda.slice(0, 10).map((a) => truncate(a, 240)),
    ...(m.transcript ? { transcript: m.transcript } : {}),
  }));

  // ---------------------------------------------------------------- files
  const fileSeeds = week.files.map((f) => ({ name: fill(f.name), kind: f.type, description: fill(f.description) }));
  // A thin week (a sector's) gets the last finished deliverable to start from, so the desk has four files.
  for (const deliverable of k.deliverables) {
    if (fileSeeds.length >= 4) break;
    const ext = /model|forecast|budget|reconciliation|tracker|analysis|data/i.test(deliverable)
      ? 'xlsx'
      : /pitch|presentation|pack|deck/i.test(deliverable)
        ? 'pptx'
        : 'docx';
    fileSeeds.push({
      name: `${slug(upperFirst(deliverable))}_${slug(company)}_previous.${ext}`,
      kind: ext === 'xlsx' ? 'Excel workbook' : ext === 'pptx' ? 'Presentation' : 'Word document',
      description: `The last ${deliverable} the ${k.department} finished for ${company}: start from its structure and sources.`,
    });
  }
  const files: SandboxContent['files'] = fileSeeds.slice(0, 6).map((f) => ({
    name: truncate(f.name.replace(/\s+/g, '_'), 120),
    type: fileType(f.kind, f.name),
    description: atLeast(f.description, 20, `Shared drive, ${k.department}.`),
  }));

  // ---------------------------------------------------------------- news
  // The family's simulated stories first; market news every role shares only when the family has too few.
  const own = k.familyItems.news ?? 0;
  const newsPool = own >= 4 ? k.news.slice(0, own) : [...k.news, ...commonKnowledge().macroNews];
  const newsTimes = ['Mon 06:30', 'Mon 07:00', 'Tue 07:00', 'Tue 12:15', 'Wed 07:00', 'Thu 07:00'];
  const news: SandboxContent['news'] = newsPool.slice(0, 6).map((n, i) => ({
    title: truncate(fill(n.title), 200),
    // The week's stories are simulated; a real outlet's name would make them look like its reporting.
    source: n.source.startsWith('Simulated') ? n.source : `Simulated ${n.category.toLowerCase()} news`,
    timestamp: newsTimes[i] ?? 'Fri 07:00',
    category: n.category,
    impact: n.impact,
    summary: atLeast(fill(n.summary), 40, `It lands on the ${k.department} this week.`),
    whyThisMatters: atLeast(fill(n.whyThisMatters), 40, `Worth a line in your next ${k.deliverables[0] ?? 'update'}.`),
  }));

  // ---------------------------------------------------------------- fundamentals
  const extra = commonKnowledge().fundamentals.filter(
    (f) => f.relatedTerms.some((t) => terms.has(t.toLowerCase())) || f.term.startsWith('Senior Managers'),
  );
  const fundamentals: SandboxContent['fundamentals'] = [...k.fundamentals, ...extra].slice(0, 8).map((f, i) => ({
    term: truncate(f.term, 80),
    description: atLeast(f.description, 40, `You will meet it often as ${an(ctx.title)}.`),
    importance: importanceText(f, i, ctx),
    examples: f.examples.slice(0, 6),
    relatedTerms: f.relatedTerms.slice(0, 8),
  }));

  // ---------------------------------------------------------------- companies
  const mentions = (name: string) =>
    [...projects.map((p) => p.title), ...emails.map((e) => e.subject)].find((t) => t.includes(name));
  const companies: SandboxContent['companies'] = [c1, c2, ...restCompanies]
    .filter((c): c is NonNullable<typeof c> => Boolean(c))
    .slice(0, 4)
    .map((c) => {
      const where = mentions(c.name);
      return {
        name: c.name,
        industry: c.industry,
        description: atLeast(
          where ? `${c.description} On your desk this week: ${lowerFirst(where)}.` : c.description,
          40,
          `A name you will meet in ${k.label.toLowerCase()} this week.`,
        ),
        website: `https://${c.website}`,
      };
    });
  companies.push({
    name: firm,
    industry: k.label,
    description: `Your employer in this simulation: ${an(k.label.toLowerCase())} firm of the kind that hires ${ctx.title}s, comparable to ${k.employers[0] ?? 'the sector leaders'}.`,
    website: `https://${slug(firm).toLowerCase().replace(/_/g, '-')}.example`,
  });

  return {
    scenario,
    emails,
    projects,
    meetings,
    files,
    news,
    fundamentals,
    companies,
    people: [...people.values()].slice(0, 12),
    keyFigures: figures
      .slice(0, 12)
      .map((f) => ({ label: truncate(fill(f.label), 120), value: truncate(fill(f.value), 60) })),
    calendar: fixedPoints.slice(0, 12).map((f) => ({ when: truncate(f.when, 40), what: truncate(fill(f.what), 200) })),
  };
}

/** A meeting's time from the week's fixed points when one names it ("Thu 10:00": "pricing committee"). */
function fixedTime(
  title: string,
  fixedPoints: readonly { when: string; what: string }[],
  fill: (t: string) => string,
): string | undefined {
  const t = title.toLowerCase();
  return fixedPoints.find((f) => {
    const what = fill(f.what).toLowerCase();
    return what.includes(t) || t.includes(what);
  })?.when;
}

/** A family transcript with its speakers' job titles replaced by the week's names ("Head of Pricing:" -> name). */
function namedTranscript(transcript: string, attendee: (title: string) => string): string {
  return transcript
    .split('\n')
    .map((line) => {
      const m = /^([^:]{2,60}):\s*(.*)$/.exec(line.trim());
      if (!m) return line.trim();
      const who = attendee(m[1]!);
      const name = who === 'You' ? 'You' : who.replace(/\s*\(.*\)$/, '');
      return `${name}: ${m[2]}`;
    })
    .filter(Boolean)
    .join('\n');
}
