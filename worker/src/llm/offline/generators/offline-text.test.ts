import { describe, expect, it } from 'vitest';
import { detectTopic, offlineText } from './offline-text';
import { roleOfSector, sampleRoles } from './test-sample';

describe('offlineText', () => {
  const role = roleOfSector('research');

  it.each([
    ['What does a typical day look like?', 'day'],
    ['Which skills should I build first?', 'skills'],
    ['Should I do the CFA or the ACA first?', 'qualifications'],
    ['How do I break into this with no experience?', 'break_in'],
    ['What interview questions will I be asked?', 'interview'],
    ['What is the salary and how fast do people get promoted?', 'pay'],
    ['Is the work-life balance terrible? How stressful is it?', 'stress'],
    ['Will AI and automation replace this job?', 'ai'],
    ['Walk me through a typical week', 'week'],
    ['Hello there', 'overview'],
  ])('when asked "%s", then the topic is %s', (prompt, topic) => {
    expect(detectTopic(prompt)).toBe(topic);
  });

  it("when asked about the day, then the reply walks through the spec's five periods with the role's tools", () => {
    const reply = offlineText({ role, prompt: 'What does a typical day look like?', kind: 'coach_chat' });
    for (const title of ['Morning Routine', 'First Tasks & Meetings', 'Midday Duties', 'Afternoon Focus', 'End of Day'])
      expect(reply).toContain(title);
    expect(reply).toContain('Bloomberg Terminal');
  });

  it('when asked about pay, then the reply gives the sector figures and the ladder', () => {
    const reply = offlineText({ role, prompt: 'How much will I earn?', kind: 'coach_chat' });
    expect(reply).toMatch(/£\d/);
    expect(reply).toContain(role.seniority.join(' → '));
  });

  it('when asked about AI, then the reply gives a risk percentage and names AI tools of the sector', () => {
    const reply = offlineText({ role, prompt: 'Will AI take this job?', kind: 'coach_chat' });
    expect(reply).toMatch(/about \d+% \((low|medium|high)\)/);
    expect(reply).toContain('AlphaSense');
  });

  it('when the user says "tell me more", then the reply stays on the previous topic from another angle', () => {
    const history = [
      { role: 'user' as const, content: 'What interview questions should I expect?' },
      {
        role: 'assistant' as const,
        content: offlineText({ role, prompt: 'What interview questions should I expect?', kind: 'coach_chat' }),
      },
    ];
    const reply = offlineText({ role, prompt: 'tell me more', kind: 'coach_chat', history });
    expect(reply).toMatch(/^Another angle on interviews/);
    expect(reply).not.toEqual(history[1]!.content);
  });

  it('when the same conversation is replayed, then the reply is identical; two different roles get different replies', () => {
    const a = offlineText({ role, prompt: 'How do I get in?', kind: 'coach_chat', history: [] });
    expect(offlineText({ role, prompt: 'How do I get in?', kind: 'coach_chat', history: [] })).toEqual(a);
    expect(
      offlineText({
        role: roleOfSector('insurance_actuarial'),
        prompt: 'How do I get in?',
        kind: 'coach_chat',
        history: [],
      }),
    ).not.toEqual(a);
  });

  it('when any sampled role is asked each kind of question, then the reply is substantial prose with no placeholders', () => {
    for (const r of sampleRoles()) {
      for (const prompt of [
        'typical day?',
        'skills?',
        'break in?',
        'interview?',
        'pay?',
        'stress?',
        'AI?',
        'week?',
        'tools?',
        'rules?',
        'similar roles?',
        'hi',
      ]) {
        const reply = offlineText({ role: r, prompt, kind: 'coach_chat' });
        expect(reply.split(/\s+/).length, `${r.job_id} / ${prompt}`).toBeGreaterThan(40);
        expect(reply).not.toMatch(/\{(role|company|company2|skill|manager|senior)\}|undefined|NaN(?! handling)/);
      }
    }
  });

  it("when the analysis prompt carries an article, then the text reads that article's title, figures and regulator", () => {
    const text = offlineText({
      role,
      kind: 'analysis',
      prompt:
        'Article: Broker fined £12m over research conflicts (source: FT)\nThe FCA fined Ashgrove Securities plc £12m after failures in managing research conflicts. Shares fell 4%.\n\nIn 120-200 words, say what matters.',
    });
    expect(text).toContain('Broker fined £12m over research conflicts');
    expect(text).toContain('£12m');
    expect(text).toContain('FCA Handbook and the FCA press release');
    // Whether it is good or bad for the reader is the family's reading, never a count of words like "fined".
    expect(text).not.toMatch(/bad news/);
  });

  it("when the news workflow's lens step runs, then the note reads the run's article through the role's family", () => {
    const article = {
      title: 'Bank of England cuts Bank Rate to 3.5% as inflation eases',
      content:
        'The Bank of England cut Bank Rate by 0.25 percentage points to 3.5% on Thursday after consumer price inflation fell to 3.1% in the year to March. Bank shares fell on concern that lower rates will squeeze net interest margins.',
      source: 'Uploaded file',
    };
    const text = offlineText({
      role: roleOfSector('insurance_actuarial'),
      kind: 'analysis',
      task: 'news_interpretation.lens',
      input: { article },
      prompt: '<<<article (user-supplied data)\nTitle: ignored\n>>>end of article',
    });
    expect(text).toContain('“Bank of England cuts Bank Rate to 3.5% as inflation eases” is a cut in interest rates');
    expect(text).toContain('Bank of England Monetary Policy Summary and minutes');
    expect(text).not.toMatch(/bad news/);
  });

  it('when the analysis prompt is an interview briefing, then it names the job, the company and the weakest requirement', () => {
    const text = offlineText({
      role,
      kind: 'analysis',
      prompt: [
        'The job: Research Associate at Kingsbridge Securities.',
        'Support the consumer team.',
        'Requirements: Financial modelling; Sector knowledge of UK retail',
        '',
        'The candidate: Two years in audit, building Excel models for impairment tests.',
        'Skills: Excel, financial modelling. Strengths: clear writing. Working on: public speaking.',
      ].join('\n'),
    });
    expect(text).toContain('Kingsbridge Securities');
    expect(text).toContain('Research Associate');
    expect(text).toMatch(/tested hardest on “sector knowledge of UK retail”/i);
    expect(text).toContain('public speaking');
  });

  it("when the coach's job-discovery workflow asks for adjacent roles, then catalogue roles are suggested with a first step", () => {
    const text = offlineText({
      role,
      kind: 'analysis',
      prompt:
        'Suggest 4-6 roles adjacent to this one that someone with its skills could move into, each with why it fits, what changes day to day, and the first step to get there.',
    });
    expect(text.match(/^\d\. \*\*/gm)?.length).toBe(5);
    expect(text).toContain('What you would add:');
    expect(text).not.toContain(`**${role.title}**`);
  });

  it('when asked for narration, then it writes a short sentence about the step in the role’s terms', () => {
    const text = offlineText({ role, kind: 'narration', prompt: 'Reading your CV' });
    expect(text).toContain(role.title);
    expect(text.length).toBeLessThan(400);
  });
});
