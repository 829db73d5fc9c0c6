import { describe, expect, it } from 'vitest';
import { getRole } from '@fcs/shared/catalog/roles';
import { familyOf } from '../knowledge/index';
import { questionsIn, topicsOf } from './coach-topics';
import { offlineText } from './offline-text';
import { asRunRole } from './test-sample';

/*
 * The coach with questions people actually send mentors (worded differently from the eval's cases): intents,
 * several questions in one message, off-topic questions, and answers grounded in the role's family and, when
 * one is stored, the user's resume.
 */

const role = (jobId: string) => asRunRole(getRole(jobId)!);
const ask = (jobId: string, prompt: string, extra: { resume?: { fileName: string; content: string } } = {}) =>
  offlineText({ role: role(jobId), prompt, kind: 'coach_chat', history: [], ...extra });

describe('coach topics', () => {
  it.each([
    ['I finished with a 2:2 in History from a non-Russell Group university. Do I stand a chance?', 'grades'],
    ['Is the ACCA or the CFA more useful for this?', 'qualifications'],
    ['Can I get in through an apprenticeship straight after my A-levels?', 'apprenticeships'],
    ["I'm 38 and work as a nurse. Could I realistically switch into this?", 'career_change'],
    ['When do spring week applications open?', 'internships'],
    ['How do I negotiate my first offer?', 'negotiation'],
    ['Do firms sponsor Skilled Worker visas for this, and are the jobs all in London?', 'visas_location'],
  ])('when asked "%s", then the intent is %s', (question, topic) => {
    expect(topicsOf(question).topics).toEqual([topic]);
  });

  it('when a message asks two different things, then both are recognised in the order asked', () => {
    expect(topicsOf("What's the starting salary, and is the work-life balance OK?").topics).toEqual(['pay', 'stress']);
    expect(topicsOf('How much will I earn in year one? And can I negotiate it?').topics).toEqual([
      'pay',
      'negotiation',
    ]);
    expect(questionsIn('I have a 2:1. What does it pay, and how do I apply?')).toEqual([
      'What does it pay',
      'how do I apply?',
    ]);
  });

  it('when a message has nothing to do with careers, then it is off-topic; a greeting is not', () => {
    expect(topicsOf("What's the best way to cook a Sunday roast?").offTopic).toBe(true);
    expect(topicsOf('Who will win the Premier League this season?').offTopic).toBe(true);
    expect(topicsOf('Hi there').offTopic).toBe(false);
  });
});

describe('coach replies', () => {
  it("when asked about a 2:2, then the reply is the family's guidance on grades, not the role description", () => {
    const reply = ask('pricing_actuary', 'I got a 2:2 from a non-target university. Is it still realistic?');
    expect(reply).toContain(familyOf('pricing_actuary')!.coach!.grades.split('. ')[1]!);
    expect(reply).not.toContain(getRole('pricing_actuary')!.description);
  });

  it('when two families are asked the same question, then they get their own answers', () => {
    const q = 'Should I do the CFA or the ACA first?';
    const actuary = ask('reserving_actuary', q);
    const research = ask('equity_research_analyst', q);
    expect(actuary).toMatch(/IFoA/);
    expect(research).toMatch(/CFA charter/);
    expect(actuary).not.toEqual(research);
  });

  it('when a message asks about pay and negotiation, then the reply answers both parts under their own headings', () => {
    const reply = ask(
      'mergers_acquisitions_analyst',
      'What does this job pay in the first few years, and can I negotiate the offer?',
    );
    expect(reply).toMatch(/### 1\. Pay/);
    expect(reply).toMatch(/### 2\. Negotiating/);
    const coach = familyOf('mergers_acquisitions_analyst')!.coach!;
    expect(reply).toContain(coach.pay.split('. ')[0]!);
    expect(reply).toContain(coach.negotiation.split('. ')[0]!);
  });

  it('when asked something off-topic, then the reply declines politely and names what the coach can help with', () => {
    const reply = ask('kyc_analyst', 'Can you suggest a good film for tonight?');
    expect(reply).toMatch(/outside what I can help with/);
    expect(reply).toContain('KYC');
    expect(reply.split(/\s+/).length).toBeLessThan(80);
  });

  it('when the coach answers, then it claims no personal years of experience (the offline engine is not a person)', () => {
    for (const q of ['How do I get in?', 'What is a typical day?', 'How is AI changing this job?']) {
      const reply = ask('financial_planner', q);
      expect(reply).not.toMatch(/\d+ years in|speaking as someone|I started as|in my career/i);
    }
  });

  it("when a career changer has stored a resume, then the answer says what their CV already shows for the role's skills", () => {
    const resume = {
      fileName: 'cv.txt',
      content: [
        'Sam Taylor',
        'sam@example.com',
        'Experience',
        'Mathematics Teacher, Oakfield Academy, 2016 - Present',
        'Taught A-level statistics and built Excel models to analyse pupil progress data for the school leadership team.',
        'Education',
        'BSc Mathematics, University of Leeds, 2015',
        'Skills',
        'Excel, Statistics, R',
      ].join('\n'),
    };
    const reply = ask('pricing_actuary', "I'm 31 and a maths teacher. How would I move into this career?", { resume });
    expect(reply).toMatch(/From your CV:\*\* coming from Mathematics Teacher/);
    expect(reply).toContain(familyOf('pricing_actuary')!.coach!.careerChange.split('. ')[0]!);
  });

  it('when the same conversation is replayed, then the reply is identical', () => {
    const q = 'What does a typical day look like, and how many hours will I work?';
    expect(ask('lloyds_underwriter', q)).toEqual(ask('lloyds_underwriter', q));
  });
});
