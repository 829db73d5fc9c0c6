import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, RESUME_NOT_EXTRACTED, ZProcessResumeResponse, ZProfileResponse } from '@fcs/shared/accounts';
import { FREE_JOB_ID } from '@fcs/shared/constants';
import { UPGRADE_TO_ELITE, VALIDATION } from '@fcs/shared/messages';
import { TEST_DB_KINDS } from '@fcs/core/testing/db';
import { DOCX_TYPE, makePdf } from '../../testing/documents';
import { createUserWithPlan, useTestApi } from '../../testing/use-test-api';
import { assertCanOpenSimulation } from './access';
import { ensureProfile } from './ensure-profile';
import { QUIZ_ALREADY_COMPLETED, saveQuizResults } from './save-quiz-results';

/**
 * Word fixtures (fixtures/README.md): a CV package and a zip bomb of the same shape made by make-fixtures.ts, and a
 * file saved by Word 2010 itself.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const RESUME_LINES = [
  'Jane Analyst',
  'Equity research associate covering European banks',
  'Built DCF and comparables models for 14 companies',
];
const matches = Array.from({ length: 12 }, (_, i) => ({
  job_id: `role_${i + 1}`,
  title: `Role ${i + 1}`,
  match: 95 - i,
}));

describe.each(TEST_DB_KINDS)('profiles (%s)', (kind) => {
  const ctx = useTestApi(kind);
  let n = 0;
  const newUid = () => `p${++n}-${Date.now()}`;

  async function call(method: string, path: string, uid: string | null, body?: unknown) {
    const headers: Record<string, string> = uid ? await ctx.api.authHeader(uid) : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${ctx.api.url}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown> & {
        error?: { message: string; fields?: Record<string, string> };
      },
    };
  }
  async function makeElite(uid: string) {
    await createUserWithPlan(ctx.api, ctx.db, uid, { tier: 'elite', status: 'active', max: -1 });
  }
  async function upload(uid: string, name: string, type: string, data: Buffer | string) {
    const form = new FormData();
    form.append('resume', new Blob([data], { type }), name);
    const res = await fetch(`${ctx.api.url}/api/coach/process-resume`, {
      method: 'POST',
      headers: await ctx.api.authHeader(uid),
      body: form,
    });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown> & {
        error?: { message: string; fields?: Record<string, string> };
      },
    };
  }

  it('when a new user first calls GET /api/profile, then a starter profile is created once', async () => {
    const uid = newUid();
    const first = await call('GET', '/profile', uid);
    expect(first.status).toBe(200);
    expect(ZProfileResponse.parse(first.body)).toMatchObject({
      uid,
      subscriptionTier: 'starter',
      subscriptionStatus: 'incomplete',
      maxSimulations: 0,
    });
    await call('GET', '/profile', uid);
    expect(await ctx.db.query('SELECT uid FROM users WHERE uid = $1', [uid])).toHaveLength(1);
  });

  it('when a new user asks twice at once, then one starter profile is stored and both get it; a new identity with an e-mail another profile holds is refused and nothing stored', async () => {
    const fresh = newUid();
    const user = { uid: fresh, email: `${fresh}@example.com` };
    const [a, b] = await Promise.all([ensureProfile(ctx.db, user), ensureProfile(ctx.db, user)]);
    expect([a.uid, a.subscriptionTier, b.uid, b.subscriptionTier]).toEqual([fresh, 'starter', fresh, 'starter']);
    expect(await ctx.db.query('SELECT uid FROM users WHERE uid = $1', [fresh])).toHaveLength(1);
    const other = newUid();
    await expect(
      ensureProfile(ctx.db, { uid: other, email: `${fresh.toUpperCase()}@EXAMPLE.com` }),
    ).rejects.toMatchObject({ code: 'conflict', status: 409 });
    expect(await ctx.db.query('SELECT uid FROM users WHERE uid = $1', [other])).toHaveLength(0);
  });

  it('when signed out, then GET /api/profile is 401', async () => {
    expect((await call('GET', '/profile', null)).status).toBe(401);
  });

  it('when a user patches their display name and opt-in, then only those change', async () => {
    const uid = newUid();
    const r = await call('PATCH', '/profile', uid, { displayName: '  New Name ', marketingOptIn: true });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ displayName: 'New Name', marketingOptIn: true, subscriptionTier: 'starter' });
  });

  it('when a user tries to patch their tier, status or allowance, then 400 and nothing changes', async () => {
    const uid = newUid();
    for (const body of [
      { subscriptionTier: 'elite' },
      { subscriptionStatus: 'active' },
      { displayName: 'X', maxSimulations: -1 },
      {},
    ]) {
      const r = await call('PATCH', '/profile', uid, body);
      expect(r.status).toBe(400);
    }
    expect((await call('PATCH', '/profile', uid, { subscriptionTier: 'elite' })).body.error?.fields).toEqual({
      '(body)': ACCOUNT_MESSAGES.profilePatchFields,
    });
    expect((await call('GET', '/profile', uid)).body).toMatchObject({
      subscriptionTier: 'starter',
      subscriptionStatus: 'incomplete',
      maxSimulations: 0,
    });
  });

  it('when quiz results are saved, then they are stored once and a second save is refused', async () => {
    const uid = newUid();
    await call('GET', '/profile', uid);
    const answers = [{ questionId: 'q1', answers: ['a'] }];
    const saved = await saveQuizResults(ctx.db, uid, answers, matches);
    expect(saved.matchedJobs).toHaveLength(12);
    expect(saved.lastQuizDate).not.toBeNull();
    await expect(saveQuizResults(ctx.db, uid, answers, matches.slice(3))).rejects.toMatchObject({
      code: 'conflict',
      message: QUIZ_ALREADY_COMPLETED,
    });
    expect((await call('GET', '/profile', uid)).body.matchedJobs).toEqual(matches);
  });

  it('when a simulation outside the plan is asked for, then assertCanOpenSimulation refuses with 403 naming the plan', async () => {
    const uid = newUid();
    const starter = await ensureProfile(ctx.db, { uid, email: `${uid}@example.test` });
    expect(() => assertCanOpenSimulation(starter, FREE_JOB_ID)).not.toThrow();
    expect(() => assertCanOpenSimulation(null, 'role_1')).toThrow(/plan/);
    try {
      assertCanOpenSimulation(starter, 'role_1');
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({ code: 'forbidden', status: 403 });
      expect((err as Error).message).toMatch(/Elite|Essential/);
    }
  });

  it('when a starter user uploads a resume, then 403 with the upgrade message, whatever the client does', async () => {
    const uid = newUid();
    const r = await upload(uid, 'cv.txt', 'text/plain', RESUME_LINES.join('\n'));
    expect(r.status).toBe(403);
    expect(r.body.error?.message).toBe(UPGRADE_TO_ELITE);
  });

  it('when a pro user uploads a resume, then 403 too (elite only)', async () => {
    const uid = newUid();
    await createUserWithPlan(ctx.api, ctx.db, uid, { tier: 'pro', status: 'active', max: 12 });
    expect((await upload(uid, 'cv.txt', 'text/plain', 'x')).status).toBe(403);
  });

  it('when an elite user uploads a .txt, .pdf or .docx, then the text comes back', async () => {
    const uid = newUid();
    await makeElite(uid);
    for (const [name, type, data] of [
      ['cv.txt', 'text/plain', RESUME_LINES.join('\n')],
      ['cv.pdf', 'application/pdf', makePdf([RESUME_LINES])],
      ['cv.docx', DOCX_TYPE, fixture('resume.docx')],
    ] as const) {
      const r = await upload(uid, name, type, data);
      expect(r.status, name).toBe(200);
      const body = ZProcessResumeResponse.parse(r.body);
      expect(body.extracted, name).toBe(true);
      expect(body.fileName).toBe(name);
      for (const line of RESUME_LINES) expect(body.content.replace(/\s+/g, ' '), name).toContain(line);
    }
  });

  it('when an elite user uploads a Word CV, then its table, tab and entities come back, but not deleted text or field codes', async () => {
    const uid = newUid();
    await makeElite(uid);
    const r = await upload(uid, 'cv.docx', DOCX_TYPE, fixture('resume.docx'));
    expect(r.status).toBe(200);
    const { content } = ZProcessResumeResponse.parse(r.body);
    expect(content).toContain('Skills:\tExcel, M&A, IFRS');
    expect(content).toContain('Languages: French');
    expect(content).toContain('See my portfolio');
    expect(content).toContain('Barclays, research associate');
    expect(content).not.toContain('German');
    expect(content).not.toContain('HYPERLINK');
  });

  it('when an elite user uploads a file saved by Word itself (theme, styles, settings), then its paragraphs and table cells come back in order', async () => {
    const uid = newUid();
    await makeElite(uid);
    const word = fixture('word-2010-tables.docx');
    const r = await upload(uid, 'cv.docx', DOCX_TYPE, word);
    expect(r.status).toBe(200);
    const body = ZProcessResumeResponse.parse(r.body);
    expect(body.extracted).toBe(true);
    expect(body.content.split('\n').filter((line) => line.trim())).toEqual([
      'Above',
      'Top left',
      'Top right',
      'Bottom left',
      'Bottom right',
      'Below',
    ]);
    // The same file cut short is corrupt: a clear 400, as for any broken package.
    const cut = await upload(uid, 'cv.docx', DOCX_TYPE, word.subarray(0, word.length - 500));
    expect(cut.status).toBe(400);
    expect(cut.body.error?.fields).toEqual({ resume: VALIDATION.resumeProcessing });
  });

  it('when a .docx is corrupt or a zip bomb, then a clear 4xx names the resume field, never a 500', async () => {
    const uid = newUid();
    await makeElite(uid);
    const docx = fixture('resume.docx');
    for (const broken of [docx.subarray(0, docx.length - 200), Buffer.from('PK\u0003\u0004 not really a zip')]) {
      const r = await upload(uid, 'cv.docx', DOCX_TYPE, broken);
      expect(r.status).toBe(400);
      expect(r.body.error?.fields).toEqual({ resume: VALIDATION.resumeProcessing });
    }
    const bomb = fixture('bomb.docx');
    expect(bomb.length).toBeLessThan(200_000);
    const r = await upload(uid, 'cv.docx', DOCX_TYPE, bomb);
    expect(r.status).toBe(413);
    expect(r.body.error?.fields).toEqual({ resume: VALIDATION.resumeUnpackedTooLarge });
  });

  it('when an elite user uploads a PDF without text, then content asks to paste the text instead', async () => {
    const uid = newUid();
    await makeElite(uid);
    const r = await upload(uid, 'scan.pdf', 'application/pdf', makePdf([[]]));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ extracted: false, content: RESUME_NOT_EXTRACTED });
  });

  it('when the file is of the wrong type, too large, or not a PDF at all, then 4xx with the spec messages', async () => {
    const uid = newUid();
    await makeElite(uid);
    const wrongType = await upload(uid, 'photo.png', 'image/png', Buffer.from([0x89, 0x50]));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error?.fields).toEqual({ resume: VALIDATION.resumeFileType });

    const tooBig = await upload(uid, 'cv.txt', 'text/plain', Buffer.alloc(5_242_880, 0x61));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error?.fields).toEqual({ resume: VALIDATION.resumeFileSize });

    const justUnder = await upload(uid, 'cv.txt', 'text/plain', Buffer.alloc(5_242_879, 0x61));
    expect(justUnder.status).toBe(200);

    const broken = await upload(uid, 'cv.pdf', 'application/pdf', Buffer.from('not a pdf at all'));
    expect(broken.status).toBe(400);
    expect(broken.body.error?.message).toBe('Failed to process PDF resume');

    const none = await fetch(`${ctx.api.url}/api/coach/process-resume`, {
      method: 'POST',
      headers: await ctx.api.authHeader(uid),
      body: new FormData(),
    });
    expect(none.status).toBe(400);
  });
});
