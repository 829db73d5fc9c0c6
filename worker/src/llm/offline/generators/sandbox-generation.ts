import type { SandboxContent } from '@fcs/shared/sandbox/schema';
import { commonKnowledge } from '../knowledge/index';
import type { Fundamental } from '../knowledge/schema';
import {
  an,
  buildRoleContext,
  fillTemplate,
  ladderRefs,
  personName,
  rngFor,
  sectorTerms,
  type RoleContext,
} from './role-context';
import { hashString } from './seed';
import { joinList, lowerFirst, truncate, upperFirst } from './text';
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
  if (f.importance === 'medium') return `Comes up regularly in work with ${colleague}; they will assume you know it.`;
  return `Background knowledge that helps you follow senior conversations about the ${deliverable}.`;
}

/** Pads a hand-written line that is shorter than the schema's minimum with a neutral closing sentence. */
function atLeast(text: string, min: number, closing: string): string {
  return text.length >= min ? text : `${text} ${closing}`;
}

const EXTERNAL =
  /client|agent|valuer|adviser|counterparty|broker|portfolio cfo|tenant|trustee|finance director|founder|data scientist, vendor/i;

/** A simulated week in the role (spec "Sandbox content"): inbox, projects, meetings, files, news, concepts, companies. */
export function generateSandbox(gen: GeneratorContext): SandboxContent {
  const ctx = buildRoleContext(gen.role);
  const rng = rngFor(ctx, 'sandbox');
  const refs = ladderRefs(ctx);
  const k = ctx.k;
  const firm = `${FIRM_PREFIXES[hashString(ctx.jobId) % FIRM_PREFIXES.length]} ${k.firmSuffix}`;
  const [c1, c2, ...restCompanies] = k.companies;
  const company = c1?.name ?? 'the client';
  const company2 = c2?.name ?? 'a second client';
  const fill = (t: string) => fillTemplate(t, ctx, { company, company2 });
  // One name per job title, so the same Vice President signs every email and sits in every meeting.
  const person = (role: string) => personName(`${ctx.jobId}:${role.toLowerCase()}`);
  const managerName = person(refs.manager);
  const skill0 = ctx.skills[0] ?? 'the core analysis';
  const skill1 = ctx.skills[1] ?? skill0;
  const skill2 = ctx.skills[2] ?? skill1;
  const deliverable = k.deliverables[0] ?? 'work';
  const cert = k.resources.find((r) => r.type === 'certification');
  const course = k.resources.find((r) => r.type === 'course' || r.type === 'book');
  const terms = sectorTerms(ctx);

  // ---------------------------------------------------------------- scenario
  const scenario = [
    `It is Monday morning and you are ${an(ctx.title)} at ${firm}, in the ${k.department}.`,
    fill(k.week.scenario),
    `Your ${refs.manager}, ${managerName}, wants you to own ${lowerFirst(skill0)} this week and to get stuck into ${lowerFirst(skill1)}, using ${joinList(ctx.tools.slice(0, 3))}.`,
    `Mind the rules that govern the job, starting with ${k.regulation[0] ?? 'your regulator’s'}; keep your numbers traceable, and say clearly what you think. Every company, person, event and figure here is fictional; real regulators and rules appear only as they actually work.`,
  ].join(' ');

  // ---------------------------------------------------------------- emails
  const senderLine = (from: string, i: number): string => {
    const filled = fill(from);
    const name = person(filled.split(',')[0] ?? filled);
    if (filled.includes(',')) return truncate(`${name} (${filled})`, 120);
    if (EXTERNAL.test(filled)) return truncate(`${name} (${filled}, ${i % 2 === 0 ? company2 : company})`, 120);
    return truncate(`${name} (${filled}, ${firm})`, 120);
  };
  const roleEmails = [
    {
      subject: `This week: ${truncate(skill0, 80)}`,
      from: `${managerName} (${refs.manager}, ${firm})`,
      priority: 'high' as const,
      content:
        `Welcome properly to the team. This week I'd like you to own ${lowerFirst(skill0)} on the ${company} work. ${ctx.descriptionSentences[1] ?? ''} Send me a first draft of the ${deliverable} by Wednesday and flag anything you're unsure about; I'd much rather see a rough version early than a perfect one late.`.replace(
          /\s+/g,
          ' ',
        ),
    },
    {
      subject: `Request: ${k.deliverables[1] ?? deliverable} for ${company2}`,
      // Regulators do not have clients asking for their work; the request comes from inside instead.
      from:
        ctx.sector === 'public_sector'
          ? `${person(refs.senior)} (${refs.senior}, ${firm})`
          : `${person('client contact')} (Client contact, ${company2})`,
      priority: 'medium' as const,
      content: `Could you send over the latest ${k.deliverables[1] ?? deliverable} before Thursday? We are meeting internally on Friday and want to understand your view on ${lowerFirst(skill2)}. A short covering note with the three points that matter would be ideal.`,
    },
    {
      subject: 'Annual conduct attestation due Friday',
      from: `${person('compliance')} (Compliance, ${firm})`,
      priority: 'medium' as const,
      content: `Please complete this year's attestation and e-learning by Friday. It covers: ${k.regulation.slice(0, 3).join('; ') || 'the conduct rules'}. Completion is tracked for everyone in certified roles under SM&CR.`,
    },
    ...(cert
      ? [
          {
            subject: `Study support: ${truncate(cert.title, 110)}`,
            from: `${person('learning & development')} (Learning & Development, ${firm})`,
            priority: 'low' as const,
            content: `The firm sponsors ${cert.title} for ${refs.entry}s in your team. ${cert.description} Study leave and exam fees are covered; reply by Friday if you want a place in the next intake.`,
          },
        ]
      : course
        ? [
            {
              subject: `Your learning budget: ${truncate(course.title, 100)}`,
              from: `${person('learning & development')} (Learning & Development, ${firm})`,
              priority: 'low' as const,
              content: `Your annual learning budget can cover ${course.title} (${course.duration}). ${course.description} Agree it with ${managerName} and book it by the end of the month.`,
            },
          ]
        : []),
  ];
  const emailCount = rng.int(6, 8);
  const seeds = k.week.emails.map((e, i) => ({
    subject: truncate(fill(e.subject), 160),
    from: senderLine(e.from, i),
    priority: e.priority,
    content: atLeast(fill(e.body), 40, 'Let me know today if that is a problem.'),
  }));
  const mixed = [
    seeds[0],
    roleEmails[0],
    seeds[1],
    seeds[2],
    roleEmails[1],
    seeds[3],
    roleEmails[2],
    roleEmails[3],
    ...seeds.slice(4),
  ].filter((e): e is NonNullable<typeof e> => Boolean(e));
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
    .slice(0, emailCount)
    .map((e, i) => ({ ...e, timestamp: slots[i] ?? 'Thu 09:00' }));

  // ---------------------------------------------------------------- projects
  const projectCount = rng.int(3, 5);
  const projectSeeds = [
    ...k.week.projects.map((p) => ({
      title: fill(p.title),
      description: fill(p.description),
      deliverables: p.deliverables.map(fill),
    })),
    {
      title: `Own ${lowerFirst(truncate(skill1, 90))} for ${company2}`,
      description: `Take the lead on ${lowerFirst(skill1)} for ${company2}, with ${managerName} reviewing. It is the piece of work that shows you are ready for more responsibility.`,
      deliverables: [upperFirst(k.deliverables[1] ?? deliverable), `Review notes from ${managerName}`],
    },
    {
      title: 'Onboarding and first-month plan',
      description: `Get set up on ${joinList(ctx.tools.slice(0, 3))}, complete mandatory training on ${k.regulation[0] ?? 'regulation'}, and agree objectives with ${managerName}.`,
      deliverables: ['Systems access confirmed', 'Training certificates', 'Agreed objectives'],
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
  const projects: SandboxContent['projects'] = projectSeeds.slice(0, projectCount).map((p, i) => ({
    title: truncate(p.title, 160),
    status: statuses[i] ?? 'not_started',
    deadline: deadlines[i] ?? 'End of month',
    description:
      p.description.length >= 40 ? p.description : `${p.description} This sits with you and ${managerName} this week.`,
    deliverables: p.deliverables.slice(0, 8).map((d) => truncate(d, 240)),
  }));

  // ---------------------------------------------------------------- meetings
  const meetingSeeds = k.week.meetings.map((m) => ({
    title: fill(m.title),
    duration: m.duration,
    attendees: m.attendees.map(fill),
    agenda: m.agenda.map(fill),
    transcript: undefined as string | undefined,
  }));
  const oneToOne = {
    title: `1:1 with ${managerName}`,
    duration: '30 min',
    attendees: [`${managerName} (${refs.manager})`, 'You'],
    agenda: [
      'How the first days are going',
      `Feedback on your ${deliverable} draft`,
      `Getting better at ${lowerFirst(skill0)}`,
      cert ? `Study plan for ${cert.title}` : 'Development plan',
    ],
    transcript: [
      `${managerName}: How are you finding it so far?`,
      `You: Busy, but I'm getting to grips with ${ctx.tools[0] ?? 'the systems'}.`,
      `${managerName}: Good. On the ${deliverable}, the analysis was right but the key message was buried. Lead with the answer; people read the first paragraph and stop.`,
      `You: Understood. Should I run drafts past you before they go out?`,
      `${managerName}: For the next month, yes. After that I want you owning ${lowerFirst(skill0)} yourself.`,
    ].join('\n'),
  };
  const teamMeeting = {
    title: 'Team weekly',
    duration: '45 min',
    attendees: [
      `${person(refs.senior)} (${refs.senior})`,
      `${managerName} (${refs.manager})`,
      // Colleague groups that name the senior or the manager would list them twice.
      ...k.colleagues
        .filter(
          (c) =>
            !c.toLowerCase().includes(refs.senior.toLowerCase()) &&
            !c.toLowerCase().includes(refs.manager.toLowerCase()),
        )
        .slice(0, 2)
        .map(upperFirst),
      'You',
    ],
    agenda: [
      'Last week’s numbers',
      `Priorities: ${company} and ${company2}`,
      upperFirst(k.calendar[0] ?? 'Upcoming deadlines'),
      'Any other business',
    ],
    transcript: undefined as string | undefined,
  };
  const meetingCount = rng.int(3, 4);
  const meetingList = [meetingSeeds[0], oneToOne, meetingSeeds[1], teamMeeting, ...meetingSeeds.slice(2)].filter(
    (m): m is NonNullable<typeof m> => Boolean(m),
  );
  const times = ['Mon 09:00', 'Mon 16:30', 'Wed 10:00', 'Thu 08:30', 'Fri 11:00'];
  const meetings: SandboxContent['meetings'] = meetingList.slice(0, meetingCount).map((m, i) => ({
    title: truncate(m.title, 160),
    time: times[i] ?? 'Fri 15:00',
    duration: m.duration,
    attendees: m.attendees.slice(0, 15).map((a) => truncate(a, 120)),
    agenda: m.agenda.slice(0, 10).map((a) => truncate(a, 240)),
    ...(m.transcript ? { transcript: m.transcript } : {}),
  }));

  // ---------------------------------------------------------------- files
  const regShort = (k.regulation[1] ?? k.regulation[0] ?? 'Regulation').split(/[(:]| and /)[0]?.trim() ?? 'Regulation';
  const fileSeeds = [
    ...k.week.files.map((f) => ({
      name: fill(f.name).replace(/\s+/g, '_'),
      kind: f.type,
      description: fill(f.description),
    })),
    {
      name: `${slug(ctx.title)}_Onboarding_Checklist.docx`,
      kind: 'Word document',
      description: `Your first-month checklist: access to ${joinList(ctx.tools.slice(0, 3))}, mandatory training on ${k.regulation[0] ?? 'regulation'}, and who to ask about what.`,
    },
    {
      name: `${slug(regShort).slice(0, 60)}_Briefing.pdf`,
      kind: 'PDF',
      description: `Two-page internal briefing on ${regShort} and what it means for ${an(ctx.title)}'s day-to-day work.`,
    },
    {
      name: `${slug(upperFirst(deliverable))}_Template.${/model|forecast|budget|reconciliation|tracker|dashboard/i.test(deliverable) ? 'xlsx' : /pitch|presentation|pack|deck/i.test(deliverable) ? 'pptx' : 'docx'}`,
      kind: /model|forecast|budget|reconciliation|tracker/i.test(deliverable)
        ? 'Excel workbook'
        : /pitch|presentation|pack/i.test(deliverable)
          ? 'Presentation'
          : 'Word document',
      description: `The team's house template for the ${deliverable}; start from this, never from a blank page, and keep the sources tab up to date.`,
    },
  ];
  const fileCount = rng.int(4, 6);
  const files: SandboxContent['files'] = fileSeeds.slice(0, fileCount).map((f) => ({
    name: truncate(f.name, 120),
    type: fileType(f.kind, f.name),
    description: f.description.length >= 20 ? f.description : `${f.description} Shared drive, team folder.`,
  }));

  // ---------------------------------------------------------------- news
  const newsCount = rng.int(4, 6);
  const newsList = [...k.news, ...rng.sample(commonKnowledge().macroNews, 2)].slice(0, newsCount);
  const newsTimes = ['Mon 06:30', 'Mon 07:00', 'Tue 07:00', 'Tue 12:15', 'Wed 07:00', 'Thu 07:00'];
  const news: SandboxContent['news'] = newsList.map((n, i) => ({
    title: truncate(fill(n.title), 200),
    // The week's stories are simulated; a real outlet's name would make them look like its reporting.
    source: n.source.startsWith('Simulated') ? n.source : `Simulated ${n.category.toLowerCase()} news`,
    timestamp: newsTimes[i] ?? 'Fri 07:00',
    category: n.category,
    impact: n.impact,
    summary:
      fill(n.summary).length >= 40 ? fill(n.summary) : `${fill(n.summary)} Full details in the original release.`,
    whyThisMatters:
      fill(n.whyThisMatters).length >= 40
        ? fill(n.whyThisMatters)
        : `${fill(n.whyThisMatters)} Worth a line in your next ${deliverable}.`,
  }));

  // ---------------------------------------------------------------- fundamentals
  const extra = commonKnowledge().fundamentals.filter(
    (f) => f.relatedTerms.some((t) => terms.has(t.toLowerCase())) || f.term.startsWith('Senior Managers'),
  );
  const fundamentalCount = rng.int(6, 8);
  const fundamentals: SandboxContent['fundamentals'] = [...k.fundamentals, ...extra]
    .slice(0, fundamentalCount)
    .map((f, i) => ({
      term: truncate(f.term, 80),
      description:
        f.description.length >= 40 ? f.description : `${f.description} You will meet it often as ${an(ctx.title)}.`,
      importance: importanceText(f, i, ctx),
      examples: f.examples.slice(0, 6),
      relatedTerms: f.relatedTerms.slice(0, 8),
    }));

  // ---------------------------------------------------------------- companies
  const roleOf = [
    'Central to your week: the main piece of work this week involves them.',
    'The second name on your desk this week.',
    'Appears in this week’s news and conversations.',
    'A name to know in your sector.',
  ];
  const companies: SandboxContent['companies'] = [c1, c2, ...restCompanies]
    .filter((c): c is NonNullable<typeof c> => Boolean(c))
    .slice(0, 4)
    .map((c, i) => ({
      name: c.name,
      industry: c.industry,
      description: `${c.description} ${roleOf[i] ?? ''}`.trim(),
      website: `https://${c.website}`,
    }));
  companies.push({
    name: firm,
    industry: k.label,
    description: `Your employer in this simulation: ${an(k.label.toLowerCase())} firm of the kind that hires ${ctx.title}s, comparable to ${k.employers[0] ?? 'the sector leaders'}.`,
    website: `https://${slug(firm).toLowerCase().replace(/_/g, '-')}.example`,
  });

  return { scenario, emails, projects, meetings, files, news, fundamentals, companies };
}
